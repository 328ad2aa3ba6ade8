/** One of the mod's languages: its folder name and how it is called. */
export interface ModLanguage {
  /** The folder name under languages/, such as 'fr' or 'pt_br'. */
  lang: string;
  name_en: string;
  name_fr: string;
  name_native: string;
  /** The Minecraft locale of its `<locale>.lang` file, such as 'fr_fr'. */
  locale: string;
}

/** The 24 languages of the mod 8.1.2, in folder order. */
export const MOD_LANGUAGES: readonly ModLanguage[] = [
  { lang: 'ar', name_en: 'Arabic', name_fr: 'Arabe', name_native: 'العربية', locale: 'ar_sa' },
  { lang: 'cs', name_en: 'Czech', name_fr: 'Tchèque', name_native: 'Čeština', locale: 'cs_cz' },
  { lang: 'de', name_en: 'German', name_fr: 'Allemand', name_native: 'Deutsch', locale: 'de_de' },
  { lang: 'dk', name_en: 'Danish', name_fr: 'Danois', name_native: 'Dansk', locale: 'da_dk' },
  { lang: 'en', name_en: 'English', name_fr: 'Anglais', name_native: 'English', locale: 'en_us' },
  { lang: 'es', name_en: 'Spanish', name_fr: 'Espagnol', name_native: 'Español', locale: 'es_es' },
  { lang: 'et', name_en: 'Estonian', name_fr: 'Estonien', name_native: 'Eesti', locale: 'et_ee' },
  { lang: 'fr', name_en: 'French', name_fr: 'Français', name_native: 'Français', locale: 'fr_fr' },
  { lang: 'hu', name_en: 'Hungarian', name_fr: 'Hongrois', name_native: 'Magyar', locale: 'hu_hu' },
  { lang: 'it', name_en: 'Italian', name_fr: 'Italien', name_native: 'Italiano', locale: 'it_it' },
  { lang: 'ja', name_en: 'Japanese', name_fr: 'Japonais', name_native: '日本語', locale: 'ja_jp' },
  { lang: 'ko', name_en: 'Korean', name_fr: 'Coréen', name_native: '한국어', locale: 'ko_kr' },
  {
    lang: 'nl',
    name_en: 'Dutch',
    name_fr: 'Néerlandais',
    name_native: 'Nederlands',
    locale: 'nl_nl',
  },
  { lang: 'no', name_en: 'Norwegian', name_fr: 'Norvégien', name_native: 'Norsk', locale: 'no_no' },
  { lang: 'pl', name_en: 'Polish', name_fr: 'Polonais', name_native: 'Polski', locale: 'pl_pl' },
  {
    lang: 'pt',
    name_en: 'Portuguese',
    name_fr: 'Portugais',
    name_native: 'Português',
    locale: 'pt_pt',
  },
  {
    lang: 'pt_br',
    name_en: 'Brazilian Portuguese',
    name_fr: 'Portugais brésilien',
    name_native: 'Português do Brasil',
    locale: 'pt_br',
  },
  { lang: 'ru', name_en: 'Russian', name_fr: 'Russe', name_native: 'Русский', locale: 'ru_ru' },
  {
    lang: 'sl',
    name_en: 'Slovenian',
    name_fr: 'Slovène',
    name_native: 'Slovenščina',
    locale: 'sl_si',
  },
  { lang: 'sv', name_en: 'Swedish', name_fr: 'Suédois', name_native: 'Svenska', locale: 'sv_se' },
  { lang: 'th', name_en: 'Thai', name_fr: 'Thaï', name_native: 'ไทย', locale: 'th_th' },
  {
    lang: 'uk',
    name_en: 'Ukrainian',
    name_fr: 'Ukrainien',
    name_native: 'Українська',
    locale: 'uk_ua',
  },
  {
    lang: 'zh_cn',
    name_en: 'Simplified Chinese',
    name_fr: 'Chinois simplifié',
    name_native: '简体中文',
    locale: 'zh_cn',
  },
  {
    lang: 'zh_tw',
    name_en: 'Traditional Chinese',
    name_fr: 'Chinois traditionnel',
    name_native: '繁體中文',
    locale: 'zh_tw',
  },
];

const BY_CODE = new Map(MOD_LANGUAGES.map((l) => [l.lang, l]));

/** The language of a folder name, or undefined for anything else. */
export function findModLanguage(lang: string): ModLanguage | undefined {
  return BY_CODE.get(lang);
}

/** A language code safe in a URL path and a folder name. */
export function isLanguageCode(lang: string): boolean {
  return /^[a-z]{2,3}(_[a-z]{2,4})?$/.test(lang);
}

/**
 * For each language, the mod's languages closest to it, closest first: a
 * translator of one often reads the others, and a line translated in a
 * neighbour is a good start (Brazilian and European Portuguese, the two
 * Chinese scripts, the Scandinavian, Romance, Slavic and Germanic languages).
 */
const RELATED: Record<string, readonly string[]> = {
  pt: ['pt_br', 'es', 'it', 'fr'],
  pt_br: ['pt', 'es', 'it', 'fr'],
  es: ['pt', 'pt_br', 'it', 'fr'],
  it: ['es', 'fr', 'pt'],
  fr: ['it', 'es', 'pt'],
  zh_cn: ['zh_tw', 'ja'],
  zh_tw: ['zh_cn', 'ja'],
  ja: ['zh_tw', 'zh_cn'],
  dk: ['no', 'sv'],
  no: ['dk', 'sv'],
  sv: ['no', 'dk'],
  de: ['nl', 'dk'],
  nl: ['de'],
  cs: ['sl', 'pl'],
  sl: ['cs', 'pl'],
  pl: ['cs', 'uk'],
  ru: ['uk', 'pl'],
  uk: ['ru', 'pl'],
};

/** The languages whose translations help with `lang`'s, closest first (none for most). */
export function relatedLanguages(lang: string): readonly string[] {
  return RELATED[lang] ?? [];
}
