export interface LanguagesTable {
  /** The mod's language code, such as 'fr' or 'pt_BR'. */
  code: string;
  name_en: string;
  name_fr: string;
  name_native: string;
  /** Share of the reference file's elements translated, 0 to 100. */
  percentage: number;
}
