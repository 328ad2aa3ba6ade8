import type { Generated } from 'kysely';

export interface LanguagesTable {
  /** The mod's language code (its folder name), such as 'fr' or 'pt_br'. */
  code: string;
  name_en: string;
  name_fr: string;
  name_native: string;
}

/** The latest state of one language file; its text is in text_versions. */
export interface TranslationFilesTable {
  id: Generated<number>;
  language: string;
  filekey: string;
  /** Relative to the language folder, e.g. 'help/help_1.txt'. */
  filename: string;
  /** The text_versions version holding the latest text. */
  revision: number;
  /** The game version the file was last saved for; null when unknown. */
  version: string | null;
  author_id: number | null;
  element_count: number;
  /** Elements of the English file this one translates (for English: all its own). */
  translated_count: number;
  /** ISO 8601, UTC: when the latest version was written. */
  created_at: string;
}

/** One saved version of a file: its history and the recent-changes log. */
export interface TranslationChangesTable {
  id: Generated<number>;
  language: string;
  filekey: string;
  filename: string;
  revision: number;
  version: string | null;
  author_id: number | null;
  element_count: number;
  /** 1 for a version written by the importer or the seed (operation Creation). */
  initial_import: number;
  /** JSON: the element differences from the previous version. */
  changes: string;
  created_at: string;
}

// The translations area's tables, added to the site's one Database type.
declare module '../../db/database.ts' {
  interface Database {
    languages: LanguagesTable;
    translation_files: TranslationFilesTable;
    translation_changes: TranslationChangesTable;
  }
}
