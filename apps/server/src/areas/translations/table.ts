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
  /** Its lines to review (translation_reviews not reviewed yet). */
  review_count: Generated<number>;
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
  /** The revision this version put back (a file restored from its history); null otherwise. */
  restored_from: number | null;
}

/**
 * A translated element whose English reference changed after it was
 * translated: open until a translator saves the line or confirms it.
 */
export interface TranslationReviewsTable {
  id: Generated<number>;
  language: string;
  filekey: string;
  element: string;
  /** JSON: the English lines the translation was made from. */
  reference_before: string;
  /** JSON: the English lines now. */
  reference_after: string;
  /** ISO 8601, UTC: when the reference changed (its latest change). */
  changed_at: string;
  /** Null while the line is to review. */
  reviewed_at: string | null;
  reviewed_by: number | null;
}

/** A glossary term an administrator added for one language (the encyclopedia's names have none). */
export interface GlossaryTermsTable {
  id: Generated<number>;
  language: string;
  /** The English term as written. */
  term: string;
  /** The term folded (case and accents aside): one row per language and key. */
  term_key: string;
  translation: string;
  created_by: number | null;
  /** ISO 8601, UTC: when it was added, or last changed. */
  created_at: string;
  /** Set when removed (an undo clears it). */
  deleted_at: string | null;
}

// The translations area's tables, added to the site's one Database type.
export interface TranslationCheckDismissalsTable {
  id: Generated<number>;
  language: string;
  filekey: string;
  element: string;
  line: number;
  /** One of packages/modfiles' LINE_CHECK_CODES. */
  code: string;
  /** The line's value the check was dismissed for. */
  value: string;
  /** SHA-256 of modfiles' dismissalKey (element, line, code, value). */
  key_hash: string;
  by_id: number | null;
  at: string;
}

/** A translator's comment on one element of a language file; deleted ones are kept for an undo. */
export interface TranslationCommentsTable {
  id: Generated<number>;
  language: string;
  filekey: string;
  element: string;
  author_id: number | null;
  /** Plain text, trimmed, up to 2,000 characters. */
  body: string;
  /** ISO 8601, UTC. */
  created_at: string;
  /** Set when deleted (a restore clears it). */
  deleted_at: string | null;
  deleted_by: number | null;
}

/**
 * A member's suggested value for one element of a language file: open until a
 * translator accepts or rejects it, closed when the English loses the element.
 */
export interface TranslationSuggestionsTable {
  id: Generated<number>;
  language: string;
  filekey: string;
  element: string;
  /** JSON: the suggested lines. */
  lines: string;
  /** JSON: the element's lines in the translation when it was suggested (stale once they change). */
  base: string;
  author_id: number | null;
  /** ISO 8601, UTC. */
  created_at: string;
  /** 'open', 'accepted', 'rejected' or 'closed'. */
  status: Generated<string>;
  /** The translator who accepted or rejected it (null when closed, or once the account is gone). */
  decided_by: number | null;
  decided_at: string | null;
  /** The translator's reason for a rejection, when given. */
  reason: string | null;
  /** JSON: the lines written when accepted (edited by the translator, or the suggestion's). */
  accepted_lines: string | null;
  /** The file revision that holds the accepted lines. */
  revision: number | null;
}

declare module '../../db/database.ts' {
  interface Database {
    languages: LanguagesTable;
    translation_files: TranslationFilesTable;
    translation_changes: TranslationChangesTable;
    translation_reviews: TranslationReviewsTable;
    glossary_terms: GlossaryTermsTable;
    translation_check_dismissals: TranslationCheckDismissalsTable;
    translation_comments: TranslationCommentsTable;
    translation_suggestions: TranslationSuggestionsTable;
  }
}
