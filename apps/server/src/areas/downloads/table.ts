export interface DownloadCountsTable {
  file: string;
  count: number;
  last_at: string;
}
