import { access, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import {
  DEFAULT_VILLAGER_PICTURE,
  isCulture,
  storedPictureName,
  villagerPictureKey,
} from '@millenaire/contracts';
import {
  parseTravelBook,
  type TravelBookEntry,
  type TravelBookLine,
  type TravelBookProblem,
  type TravelBookSection,
} from '@millenaire/modfiles';
import type { Database } from '../../../db/database.ts';
import { storePicture } from '../../../platform/storage/images.ts';
import type { EncyclopediaDeps, ImportDeps } from '../deps.ts';
import { replaceEntries, type NewEntry } from '../entry-repository.ts';
import { upsertPicture } from '../picture-repository.ts';

type Db = Kysely<Database>;

/** What the import tells as it goes: a progress bar on a terminal, lines elsewhere. */
export interface ImportReporter {
  start(label: string, total: number): void;
  advance(count: number): void;
  finish(message: string): void;
  problem(file: string, problem: TravelBookProblem): void;
}

export interface FileResult {
  file: string;
  language: string | null;
  entries: number;
  problems: TravelBookProblem[];
}

export interface ImportResult {
  files: FileResult[];
  icons: number;
  villagerPictures: number;
}

const FILE_NAME = /^travelbook_([A-Za-z_]+)\.sql$/;

/** What the site needs beyond the format: a known culture, each entry once, the file's language. */
export function checkEntries(
  fileLanguage: string,
  language: string | null,
  entries: TravelBookEntry[],
): TravelBookProblem[] {
  const problems: TravelBookProblem[] = [];
  if (language !== null && language !== fileLanguage) {
    problems.push({
      line: 1,
      message: `the rows are in "${language}", the file name says "${fileLanguage}"`,
    });
  }
  const seen = new Set<string>();
  for (const entry of entries) {
    if (!isCulture(entry.culture)) {
      problems.push({ line: entry.line, message: `unknown culture "${entry.culture}"` });
    }
    const id = `${entry.culture}-${entry.type}-${entry.itemkey}`;
    if (seen.has(id)) problems.push({ line: entry.line, message: `${id} is already in the file` });
    seen.add(id);
  }
  return problems;
}

function toNewEntry(entry: TravelBookEntry, position: number, now: Date): NewEntry {
  return {
    culture: entry.culture,
    type: entry.type,
    itemkey: entry.itemkey,
    language: entry.language,
    category: entry.category ?? '',
    categorylabel: entry.categorylabel ?? '',
    label: entry.label,
    iconkey: entry.iconkey,
    data: JSON.stringify(entry.data),
    position,
    imported_at: now.toISOString(),
  };
}

/**
 * Replaces the entries of each section of one language by the given ones
 * (user descriptions and images live elsewhere and stay). Call it inside a
 * transaction so a file goes in whole or not at all.
 */
export async function saveTravelBook(
  db: Db,
  language: string,
  sections: readonly TravelBookSection[],
  entries: readonly TravelBookEntry[],
  now: Date,
  onBatch?: (written: number) => void,
): Promise<void> {
  const rows = entries.map((entry, i) => toNewEntry(entry, i, now));
  for (const type of sections) {
    const ofType = rows.filter((row) => row.type === type);
    await replaceEntries(db, type, language, ofType, onBatch);
  }
}

/** Stores one icon or villager picture (PNG bytes or file) and records it. */
export async function savePicture(
  { db, storage }: Pick<EncyclopediaDeps, 'db' | 'storage'>,
  kind: 'icon' | 'villager',
  key: string,
  input: string | Buffer,
  now: Date,
): Promise<void> {
  const names = {
    png: storedPictureName(kind, key, 'png'),
    webp: storedPictureName(kind, key, 'webp'),
  };
  const size = await storePicture(storage, input, names, kind);
  await upsertPicture(db, {
    kind,
    key,
    filename: names.png,
    webpname: names.webp,
    ...size,
    updated_at: now.toISOString(),
  });
}

function iconKeysOf(line: TravelBookLine): string[] {
  const own = [line.iconKey, line.referenceButtonIconKey];
  return [...own, ...(line.columns ?? []).flatMap(iconKeysOf)].filter(
    (key): key is string => typeof key === 'string' && key !== '',
  );
}

/** Every icon an entry shows: its own and those of its lines. */
export function iconKeys(entries: readonly TravelBookEntry[]): Set<string> {
  const keys = new Set<string>();
  for (const entry of entries) {
    if (entry.iconkey) keys.add(entry.iconkey);
    for (const page of entry.data.pages)
      for (const line of page.lines) iconKeysOf(line).forEach((k) => keys.add(k));
  }
  return keys;
}

/** A key from the file never leaves its folder. */
const isPlainKey = (key: string) => !/[/\\]|\.\./.test(key) && key !== '';

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

/** The pictures present in the folder for the imported entries: [kind, key, file]. */
async function picturesToImport(folder: string, entries: TravelBookEntry[]) {
  const wanted: ['icon' | 'villager', string, string][] = [];
  for (const key of iconKeys(entries)) {
    if (isPlainKey(key)) wanted.push(['icon', key, path.join(folder, 'item picts', `${key}.png`)]);
  }
  const villagers = new Set<string>();
  for (const entry of entries) {
    if (entry.type === 'villagers') villagers.add(villagerPictureKey(entry.culture, entry.itemkey));
    if (isCulture(entry.culture)) villagers.add(DEFAULT_VILLAGER_PICTURE[entry.culture]);
  }
  for (const key of villagers) {
    if (isPlainKey(key))
      wanted.push(['villager', key, path.join(folder, 'villagers', `${key}.png`)]);
  }
  const present = await Promise.all(wanted.map(([, , file]) => exists(file)));
  return wanted.filter((_, i) => present[i]);
}

async function importFile(
  deps: ImportDeps,
  folder: string,
  file: string,
  reporter: ImportReporter,
): Promise<{ result: FileResult; entries: TravelBookEntry[] }> {
  const fileLanguage = FILE_NAME.exec(file)![1]!;
  const parsed = parseTravelBook(await readFile(path.join(folder, file), 'utf8'));
  const problems = [
    ...parsed.problems,
    ...checkEntries(fileLanguage, parsed.language, parsed.entries),
  ];
  problems.sort((a, b) => a.line - b.line);
  const result = { file, language: parsed.language, entries: 0, problems };
  if (problems.length > 0) {
    problems.forEach((problem) => reporter.problem(file, problem));
    reporter.finish(`${file}: ${problems.length} malformed rows, nothing imported from this file`);
    return { result, entries: [] };
  }
  reporter.start(file, parsed.entries.length);
  await deps.db
    .transaction()
    .execute((trx) =>
      saveTravelBook(trx, fileLanguage, parsed.sections, parsed.entries, deps.clock.now(), (n) =>
        reporter.advance(n),
      ),
    );
  reporter.finish(`${file}: ${parsed.entries.length} entries in "${fileLanguage}"`);
  return { result: { ...result, entries: parsed.entries.length }, entries: parsed.entries };
}

/**
 * Imports every travelbook_<lang>.sql of a folder, one transaction per file;
 * a file with any malformed row is reported and left out whole. Then the
 * icons (`item picts/<iconkey>.png`) and villager pictures
 * (`villagers/<culture>_<itemkey>.png`, and each culture's default picture)
 * of the imported entries, when present. Safe to run again: entries and
 * pictures are replaced, user descriptions and images kept.
 */
export async function importTravelBookFolder(
  deps: ImportDeps,
  folder: string,
  reporter: ImportReporter,
): Promise<ImportResult> {
  const files = (await readdir(folder)).filter((name) => FILE_NAME.test(name)).sort();
  const results: FileResult[] = [];
  const imported: TravelBookEntry[] = [];
  for (const file of files) {
    const { result, entries } = await importFile(deps, folder, file, reporter);
    results.push(result);
    imported.push(...entries);
  }
  const pictures = await picturesToImport(folder, imported);
  reporter.start('pictures', pictures.length);
  for (const [kind, key, file] of pictures) {
    await savePicture(deps, kind, key, file, deps.clock.now());
    reporter.advance(1);
  }
  const icons = pictures.filter(([kind]) => kind === 'icon').length;
  reporter.finish(`${icons} icons, ${pictures.length - icons} villager pictures`);
  return { files: results, icons, villagerPictures: pictures.length - icons };
}
