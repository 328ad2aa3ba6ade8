import type { TextVersionsTable } from '../infra/history/table.ts';

export interface SiteSecretsTable {
  name: string;
  value: string;
  created_at: string;
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
  seeds: SeedsTable;
  site_secrets: SiteSecretsTable;
  text_versions: TextVersionsTable;
}
