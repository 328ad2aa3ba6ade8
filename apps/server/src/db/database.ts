import type { Generated } from 'kysely';

// The tables no area owns, created by db/migrations/.

/** One version of a text; see platform/text/history/store.ts. */
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

export interface SiteSecretsTable {
  name: string;
  value: string;
  created_at: string;
}

/** Work to do after a write, kept until it is done; see platform/jobs.ts. */
export interface JobsTable {
  id: Generated<number>;
  /** What to do: the name of a registered handler ('mail', 'notice', ...). */
  kind: string;
  /** The handler's input, JSON. */
  payload: string;
  /** 'pending' (waiting or due), 'running' (claimed until locked_until) or 'failed' (given up). */
  state: string;
  /** Runs begun so far, the one under way included. */
  attempts: number;
  /** ISO 8601, UTC: not run before. */
  run_after: string;
  /** ISO 8601, UTC: a running job's lease; past it another worker takes the job again. */
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

export interface SeedsTable {
  name: string;
  ran_at: string;
}

/**
 * Every table of the site, as Kysely sees it: the tables no area owns are
 * here; each area adds its own from its `table.ts`, so adding an area's
 * tables touches nothing outside the area.
 */
export interface Database {
  jobs: JobsTable;
  seeds: SeedsTable;
  site_secrets: SiteSecretsTable;
  text_versions: TextVersionsTable;
}
