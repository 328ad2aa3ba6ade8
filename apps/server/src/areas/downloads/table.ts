export interface DownloadCountsTable {
  file: string;
  count: number;
  last_at: string;
}

// The downloads area's tables, added to the site's one Database type.
declare module '../../db/database.ts' {
  interface Database {
    download_counts: DownloadCountsTable;
  }
}
