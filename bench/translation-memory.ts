// Run by bench/translations.ts (npm run bench), in a process of its own. A
// full corpus (24 languages × 63 files, the English strings file 1,458
// elements, texts that repeat and vary across files as the mod's do), then
// the translation memory's suggestions for the whole strings file: the
// memory's first build, the file's suggestions on a built memory (budget
// 200 ms) and a cached answer.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MOD_LANGUAGES } from '@millenaire/modfiles';
import { SITE_MIGRATIONS } from '../apps/server/src/areas.ts';
import { importLanguagesFolder } from '../apps/server/src/areas/translations/import/importer.ts';
import { suggestFile } from '../apps/server/src/areas/translations/memory/service.ts';
import { seedModLanguages } from '../apps/server/src/areas/translations/seed/demo-translations.ts';
import type { TranslationsDeps } from '../apps/server/src/areas/translations/deps.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { connectDatabase } from '../apps/server/src/db/connect.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { systemClock } from '../apps/server/src/platform/clock.ts';
import { Cache } from '../apps/server/src/platform/cache/cache.ts';
import { UNANNOUNCED } from '../apps/server/src/platform/cache/writes.ts';

const STRINGS = 1_458;
const FILES_PER_LANGUAGE = 63;
const ELEMENTS_PER_FILE = 120;
const BUDGET_MS = 200;
/** Languages measured (each builds its own memory). */
const MEASURED = ['fr', 'de', 'pt_br', 'ru', 'zh_cn'];

let seed = 1066;
const next = (n: number) => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed % n;
};
const WORDS = Array.from({ length: 400 }, (_, i) => {
  const syllables = [
    'ba',
    'ker',
    'vil',
    'lage',
    'nor',
    'man',
    'whe',
    'at',
    'tra',
    'der',
    'sto',
    'ne',
  ];
  return `${syllables[i % 12]}${syllables[Math.floor(i / 12) % 12]}${i % 7 === 0 ? 'ing' : ''}`;
});
const PLACEHOLDERS = ['<0>', '<1>', '$name', '§a', '<darkblue>'];

function sentence(): string {
  const words = Array.from({ length: 3 + next(12) }, () => WORDS[next(WORDS.length)]!);
  if (next(3) === 0) words.splice(next(words.length), 0, PLACEHOLDERS[next(PLACEHOLDERS.length)]!);
  const text = words.join(' ');
  return text[0]!.toUpperCase() + text.slice(1) + (next(2) === 0 ? '.' : '');
}

/**
 * The English texts of the corpus: a third are said again elsewhere, a
 * fifth are another text with one word changed, the rest new.
 */
function englishTexts(count: number, said: string[]): string[] {
  return Array.from({ length: count }, () => {
    const roll = next(15);
    if (said.length > 0 && roll < 5) return said[next(said.length)]!;
    if (said.length > 0 && roll < 8) {
      const words = said[next(said.length)]!.split(' ');
      words[next(words.length)] = WORDS[next(WORDS.length)]!;
      return words.join(' ');
    }
    const text = sentence();
    said.push(text);
    return text;
  });
}

const translate = (text: string, lang: string) =>
  text.replace(/[a-z]{3,}/g, (word) => `${word}${lang.replace('_', '')}`);

function write(dir: string, name: string, lines: string[]) {
  writeFileSync(path.join(dir, name), `${lines.join('\n')}\n`);
}

/** The corpus as the mod ships it; each language translates 85 % of each file. */
function writeCorpus(root: string): number {
  const said: string[] = [];
  const files = Array.from({ length: FILES_PER_LANGUAGE }, (_, f) => ({
    name: f === 0 ? 'strings.txt' : `culture${f}_strings.txt`,
    prefix: f === 0 ? 'ui' : `c${f}`,
    texts: englishTexts(f === 0 ? STRINGS : ELEMENTS_PER_FILE, said),
  }));
  for (const { lang } of MOD_LANGUAGES) {
    const dir = path.join(root, lang);
    mkdirSync(dir, { recursive: true });
    for (const file of files) {
      const lines = file.texts
        .map((text, i) => [`${file.prefix}.key${i}`, text] as const)
        .filter((_, i) => lang === 'en' || (i * 7 + lang.length) % 20 < 17)
        .map(([key, text]) => `${key}=${lang === 'en' ? text : translate(text, lang)}`);
      write(dir, file.name, lines);
    }
  }
  return MOD_LANGUAGES.length * FILES_PER_LANGUAGE;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function translationMemoryBenchmark(): Promise<boolean> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-memory-'));
  const { db } = connectDatabase(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }));
  try {
    await migrateToLatest(db, SITE_MIGRATIONS);
    await seedModLanguages(db);
    const folder = path.join(dataDir, 'languages');
    const files = writeCorpus(folder);
    const report = { start() {}, advance() {}, problem() {} };
    await importLanguagesFolder(db, folder, { version: '8.1.2', now: () => new Date(), report });
    const deps: TranslationsDeps = {
      db,
      clock: systemClock,
      changes: UNANNOUNCED,
      status: new Cache({ maxEntries: 10, maxAgeMs: 10_000 }),
      names: new Cache({ maxEntries: 10, maxAgeMs: 10_000 }),
    };
    const builds: number[] = [];
    const whole: number[] = [];
    const kept: number[] = [];
    let suggested = 0;
    for (const language of MEASURED) {
      let t0 = performance.now();
      // The memory is built by the first file asked, a small one...
      await suggestFile(deps, language, 'culture1_strings');
      builds.push(performance.now() - t0);
      // ...then the whole strings file is suggested for on it.
      t0 = performance.now();
      const answer = await suggestFile(deps, language, 'strings');
      whole.push(performance.now() - t0);
      suggested = Object.keys(answer.suggestions).length;
      t0 = performance.now();
      await suggestFile(deps, language, 'strings');
      kept.push(performance.now() - t0);
    }
    const ok = Math.max(...whole) <= BUDGET_MS;
    process.stdout.write(
      `translation memory (${files} files, ${MEASURED.length} languages): memory built in ` +
        `${median(builds).toFixed(0)} ms (median); suggestions for the ${STRINGS}-element file ` +
        `(${suggested} elements with some): median ${median(whole).toFixed(0)} ms, max ` +
        `${Math.max(...whole).toFixed(0)} ms (budget <= ${BUDGET_MS} ms), cached answer ` +
        `${median(kept).toFixed(1)} ms: ${ok ? 'PASS' : 'FAIL'}\n`,
    );
    return ok;
  } finally {
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = (await translationMemoryBenchmark()) ? 0 : 1;
}
