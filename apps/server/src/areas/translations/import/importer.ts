import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { fileKeyOf, findModLanguage, isLanguageCode } from '@millenaire/modfiles';
import type { Database } from '../../../db/database.ts';
import { insertLanguages } from '../status/repository.ts';
import { findFile } from '../file-repository.ts';
import { latestText, writeFileVersion } from '../file-write.ts';

type Db = Kysely<Database>;

/** Largest language file read; the mod's biggest is about 300 KB. */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;

export interface ImportedFile {
  language: string;
  filename: string;
  text: string;
  version: string | null;
  createdAt: Date;
}

/**
 * Stores one file as an initial import (operation Creation). A file already
 * on the site gets a new version only when its text differs.
 */
export async function importLanguageFile(db: Db, file: ImportedFile): Promise<boolean> {
  const filekey = fileKeyOf(file.filename);
  if (!filekey) throw new Error(`not a language file name: ${file.filename}`);
  const existing = await findFile(db, file.language, filekey);
  if (existing && (await latestText(db, file.language, filekey)) === file.text) return false;
  await writeFileVersion(db, {
    language: file.language,
    filekey,
    filename: existing?.filename ?? file.filename,
    text: file.text,
    basedOn: existing?.revision ?? 0,
    version: file.version,
    authorId: null,
    initialImport: true,
    createdAt: file.createdAt,
  });
  return true;
}

export interface ImportReporter {
  start(total: number): void;
  advance(file: string): void;
  problem(file: string, message: string): void;
}

export interface ImportResult {
  imported: number;
  unchanged: number;
  problems: { file: string; message: string }[];
}

/** The language files of one language folder, relative to it: top level, help/ and parchments/. */
async function languageFiles(folder: string): Promise<string[]> {
  const names: string[] = [];
  for (const sub of ['', 'help/', 'parchments/']) {
    const entries = await readdir(path.join(folder, sub), { withFileTypes: true }).catch(() => []);
    for (const entry of entries) if (entry.isFile()) names.push(`${sub}${entry.name}`);
  }
  return names.sort();
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

async function readLanguageFile(file: string): Promise<string> {
  const bytes = await readFile(file);
  if (bytes.length > MAX_IMPORT_BYTES) throw new Error(`larger than ${MAX_IMPORT_BYTES} bytes`);
  return utf8.decode(bytes);
}

/**
 * Imports every language and file of the mod's languages folder
 * (languages/<lang>/…). Files that cannot be read, are not UTF-8 or are not
 * language files are reported and the rest is imported.
 */
export async function importLanguagesFolder(
  db: Db,
  root: string,
  options: { version: string | null; now: () => Date; report: ImportReporter },
): Promise<ImportResult> {
  const result: ImportResult = { imported: 0, unchanged: 0, problems: [] };
  const folders = (await readdir(root, { withFileTypes: true }))
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  const work: [string, string][] = [];
  for (const lang of folders) {
    if (!isLanguageCode(lang)) {
      result.problems.push({ file: `${lang}/`, message: 'not a language folder name' });
      continue;
    }
    for (const name of await languageFiles(path.join(root, lang))) work.push([lang, name]);
  }
  await insertLanguages(db, languageRows(new Set(work.map(([lang]) => lang))));
  options.report.start(work.length);
  for (const [language, filename] of work) {
    const shown = `${language}/${filename}`;
    try {
      if (!fileKeyOf(filename)) throw new Error('not a language file (.txt or .lang)');
      const text = await readLanguageFile(path.join(root, language, filename));
      const written = await importLanguageFile(db, {
        language,
        filename,
        text,
        version: options.version,
        createdAt: options.now(),
      });
      if (written) result.imported++;
      else result.unchanged++;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      result.problems.push({ file: shown, message });
      options.report.problem(shown, message);
    }
    options.report.advance(shown);
  }
  return result;
}

function languageRows(codes: Set<string>) {
  return [...codes].map((code) => {
    const known = findModLanguage(code);
    return {
      code,
      name_en: known?.name_en ?? code,
      name_fr: known?.name_fr ?? code,
      name_native: known?.name_native ?? code,
    };
  });
}
