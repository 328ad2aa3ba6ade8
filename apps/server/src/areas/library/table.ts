import type { ColumnType, Generated } from 'kysely';

// The library's tables; see migrations/0009_library.ts. Dates are ISO 8601 in UTC.

/** A category or a culture of the library, labelled in both languages. */
export interface LibraryLabelsTable {
  id: Generated<number>;
  label_en: string;
  label_fr: string;
  pos: Generated<number>;
}

export interface LibraryContentsTable {
  id: Generated<number>;
  title: string;
  /** Sanitized rich text. */
  description: string;
  version: string;
  category_id: number;
  culture_id: number;
  author_id: number | null;
  /** 0 or 1. */
  confirmed: Generated<number>;
  nbview: Generated<number>;
  nbdl: Generated<number>;
  nbstars: Generated<number>;
  nbcomments: Generated<number>;
  /** The archive's generated name under files/, null until one is uploaded. */
  file_name: string | null;
  /** The name the uploader gave, made safe, for the download. */
  file_original_name: string | null;
  file_size: number | null;
  file_sha512: string | null;
  /** Told by the first bytes. */
  file_type: string | null;
  created_at: string;
  modified_at: string;
  /** librarySearchText(title, description): what the free-text search looks in. */
  search_text: string;
  /** ISO 8601: when an administrator's rollback hid it (seen by administrators only); null when shown. */
  hidden_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** How many contents there are per (confirmed, category, culture); kept by triggers (0013). */
export interface LibraryCountsTable {
  confirmed: number;
  category_id: number;
  culture_id: number;
  n: number;
}

export interface LibraryImagesTable {
  id: Generated<number>;
  content_id: number;
  pos: number;
  filename: string;
  previewname: string;
  thumbname: string;
  legend: Generated<string>;
  author_id: number | null;
  created_at: string;
  /** What its three files take on disk, counted against its uploader's quota. */
  bytes: ColumnType<number, number | undefined, number>;
}

export interface LibraryCommentsTable {
  id: Generated<number>;
  content_id: number;
  author_id: number | null;
  /** Plain text. */
  text: string;
  posted_at: string;
  modified_by_id: number | null;
  modified_at: string | null;
}

export interface LibraryStarsTable {
  user_id: number;
  content_id: number;
  created_at: string;
}

/** The last counted view or download of a content by one visitor. */
export interface LibraryHitsTable {
  content_id: number;
  kind: 'view' | 'dl';
  visitor: string;
  counted_at: string;
}

/** What an account's uploads in progress hold of its quota. */
export interface LibraryPendingUploadsTable {
  user_id: number;
  bytes: ColumnType<number, number | undefined, number>;
  /** ISO 8601: when an upload last took bytes. */
  updated_at: string;
}

// The library area's tables, added to the site's one Database type.
declare module '../../db/database.ts' {
  interface Database {
    library_categories: LibraryLabelsTable;
    library_cultures: LibraryLabelsTable;
    library_contents: LibraryContentsTable;
    library_counts: LibraryCountsTable;
    library_images: LibraryImagesTable;
    library_comments: LibraryCommentsTable;
    library_stars: LibraryStarsTable;
    library_hits: LibraryHitsTable;
    library_pending_uploads: LibraryPendingUploadsTable;
  }
}
