import type { Generated } from 'kysely';

/** One version of a text; see infra/history/store.ts. */
export interface TextVersionsTable {
  id: Generated<number>;
  /** What the text is, e.g. 'encyclopedia/norman/cultures/norman/en' or 'translation/fr/strings'. */
  subject: string;
  /** 1 for the first version of a subject, then one more per edit. */
  version: number;
  /** Null records that the text was removed. */
  body: string | null;
  author_id: number | null;
  /** ISO 8601, UTC. */
  created_at: string;
}
