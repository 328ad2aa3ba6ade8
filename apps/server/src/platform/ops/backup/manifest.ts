import path from 'node:path';
import { z } from 'zod';
import type { Config } from '../../../config.ts';
import { sqliteFile } from '../../../db/connect.ts';

export const MANIFEST = 'manifest.json';
/** The SQLite copy keeps the database's own file name, as the folder is laid out like DATA_DIR. */
export const SQLITE_COPY = path.basename(sqliteFile('.'));
export const POSTGRES_DUMP = 'database.pgdump';
/** The migrator's own tables: rows there alone do not make a site non-empty. */
export const BOOKKEEPING_TABLES = ['kysely_migration', 'kysely_migration_lock'];

/** A failure told to the operator as it is, without a stack. */
export class BackupError extends Error {}

export const fileEntry = z.object({
  path: z.string(),
  bytes: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

export const manifestSchema = z.object({
  format: z.literal(1),
  createdAt: z.string(),
  database: fileEntry.extend({
    kind: z.enum(['sqlite', 'postgres']),
    /** The migrations the database had run, by name. */
    migrations: z.array(z.string()),
    /** PostgreSQL: the schema dumped, the extensions it relies on, and the versions. */
    schema: z.string().optional(),
    extensions: z.array(z.object({ name: z.string(), schema: z.string() })).optional(),
    serverVersion: z.string().optional(),
    dumpVersion: z.string().optional(),
  }),
  files: z.object({
    count: z.number().int().min(0),
    bytes: z.number().int().min(0),
    list: z.array(fileEntry),
  }),
});

export type BackupManifest = z.infer<typeof manifestSchema>;
export type FileEntry = z.infer<typeof fileEntry>;

export interface BackupOptions {
  config: Pick<Config, 'dataDir' | 'databaseUrl' | 'bucket'>;
  /** The backup folder: missing or empty. */
  folder: string;
  now?: () => Date;
  /** Progress lines for the operator. */
  log?: (line: string) => void;
}

export interface RestoreOptions {
  config: Pick<Config, 'dataDir' | 'databaseUrl' | 'bucket'>;
  folder: string;
  /** Every migration name this site knows: a backup with others comes from a newer site. */
  knownMigrations: readonly string[];
  /** Restore over a site that already has content (its rows are dropped, its files kept). */
  replace?: boolean;
  log?: (line: string) => void;
}

export type DatabaseFacts = Omit<BackupManifest['database'], 'kind' | keyof FileEntry>;

/** A database checked and ready to be copied: `take` writes its snapshot to `target`. */
export interface DatabaseSnapshot {
  /** The snapshot's name in the backup folder. */
  file: string;
  take(target: string): Promise<DatabaseFacts>;
}
