import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, rename, rm } from 'node:fs/promises';
import SQLite from 'better-sqlite3';
import { sqliteFile } from '../../../db/connect.ts';
import { BOOKKEEPING_TABLES, BackupError, type DatabaseSnapshot, SQLITE_COPY } from './manifest.ts';

/** All the pages left in one step: one read transaction, which writers in WAL mode never wait for. */
export const ALL_PAGES = 0x7fffffff;

/** Real tables of a SQLite file (not the search index's shadow tables), by name. */
export function sqliteTables(file: SQLite.Database): string[] {
  const rows = file.pragma('table_list') as { schema: string; name: string; type: string }[];
  return rows
    .filter((r) => r.schema === 'main' && r.type === 'table' && !r.name.startsWith('sqlite_'))
    .map((r) => r.name);
}

export function sqliteMigrations(file: SQLite.Database): string[] {
  if (!sqliteTables(file).includes('kysely_migration')) return [];
  const rows = file.prepare('select name from kysely_migration order by name').all() as {
    name: string;
  }[];
  return rows.map((r) => r.name);
}

export const quoteSqlite = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The tables holding rows, the migrator's own left aside. */
export function sqliteTablesWithRows(file: SQLite.Database): string[] {
  return sqliteTables(file).filter(
    (table) =>
      !BOOKKEEPING_TABLES.includes(table) &&
      file.prepare(`select 1 from ${quoteSqlite(table)} limit 1`).get() !== undefined,
  );
}

/**
 * SQLite's online backup of the site's file into `target`, while the site
 * runs; the copy is then made one self-contained file (no WAL beside it).
 */
export async function snapshotSqlite(source: string, target: string): Promise<string[]> {
  const live = new SQLite(source, { fileMustExist: true, timeout: 5000 });
  try {
    await live.backup(target, { progress: () => ALL_PAGES });
  } finally {
    live.close();
  }
  const copy = new SQLite(target, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
    const check = copy.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new BackupError(`the database copy is damaged: ${String(check)}`);
    return sqliteMigrations(copy);
  } finally {
    copy.close();
  }
}

export function prepareSqlite(dataDir: string): DatabaseSnapshot {
  const source = sqliteFile(dataDir);
  if (!existsSync(source)) {
    throw new BackupError(`no database at ${source}: is DATA_DIR the site's?`);
  }
  return {
    file: SQLITE_COPY,
    take: async (target) => ({ migrations: await snapshotSqlite(source, target) }),
  };
}

export function sqliteTargetHasRows(dataDir: string): string[] {
  const file = sqliteFile(dataDir);
  if (!existsSync(file)) return [];
  const db = new SQLite(file, { fileMustExist: true, readonly: true, timeout: 5000 });
  try {
    return sqliteTablesWithRows(db);
  } finally {
    db.close();
  }
}

/** Puts the backup's file in place of the site's, with no WAL of the old one left beside it. */
export async function restoreSqlite(dataDir: string, copy: string): Promise<void> {
  const file = sqliteFile(dataDir);
  const temp = `${file}.${randomBytes(6).toString('hex')}.restoring`;
  await copyFile(copy, temp);
  try {
    for (const leftover of [`${file}-wal`, `${file}-shm`, `${file}-journal`]) {
      await rm(leftover, { force: true });
    }
    await rename(temp, file);
  } finally {
    await rm(temp, { force: true });
  }
}
