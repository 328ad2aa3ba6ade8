// Run by bench/translations.ts (npm run bench), in a process of its own. Imports a whole languages
// folder written here (24 languages, 40 files each, the English strings file
// 1,500 keys) and prints files/s; then saves the 1,500-key file with a few
// changes, including the element differences and the history record, and
// checks the median save stays within its budget of 50 ms server time (no
// HTTP around it).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MOD_LANGUAGES } from '@millenaire/modfiles';
import { SITE_MIGRATIONS } from '../apps/server/src/areas.ts';
import { importLanguagesFolder } from '../apps/server/src/areas/translations/import/importer.ts';
import { saveFile } from '../apps/server/src/areas/translations/files/service.ts';
import { insertUser } from '../apps/server/src/areas/users/repository.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { connectDatabase } from '../apps/server/src/db/connect.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { systemClock } from '../apps/server/src/platform/clock.ts';
import { Cache } from '../apps/server/src/platform/cache/cache.ts';
import { UNANNOUNCED } from '../apps/server/src/platform/cache/writes.ts';
import type { TranslationsDeps } from '../apps/server/src/areas/translations/deps.ts';

const KEYS = 1_500;
const FILES_PER_LANGUAGE = 40;
const SAVES = 20;
const BUDGET_MS = 50;

function strings(lang: string, keys: number): string {
  const lines = ['//* Notes for translators: <0> is a number.'];
  for (let i = 0; i < keys; i++) lines.push(`ui.key${i}=Text ${i} in ${lang} with <0> and $name`);
  return `${lines.join('\r\n')}\n`;
}

/**
 * A languages folder as the mod ships it: each language's strings file (the
 * English one KEYS keys, the others 80 % of them) and more files of 60 keys,
 * `filesPerLanguage` in all; answers how many files it wrote.
 */
export function writeFolder(root: string, filesPerLanguage = FILES_PER_LANGUAGE): number {
  let count = 0;
  for (const { lang } of MOD_LANGUAGES) {
    const dir = path.join(root, lang);
    mkdirSync(path.join(dir, 'help'), { recursive: true });
    const partial = lang === 'en' ? KEYS : Math.floor(KEYS * 0.8);
    writeFileSync(path.join(dir, 'strings.txt'), strings(lang, partial));
    for (let f = 1; f < filesPerLanguage; f++) {
      const name = f % 10 === 0 ? `help/help_${f}.txt` : `culture${f}_strings.txt`;
      writeFileSync(path.join(dir, name), strings(lang, 60));
    }
    count += filesPerLanguage;
  }
  return count;
}

export async function translationCentreBenchmark(): Promise<boolean> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-translations-'));
  const { db } = connectDatabase(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }));
  try {
    await migrateToLatest(db, SITE_MIGRATIONS);
    const folder = path.join(dataDir, 'languages');
    const files = writeFolder(folder);
    const started = performance.now();
    const report = { start() {}, advance() {}, problem() {} };
    const result = await importLanguagesFolder(db, folder, {
      version: '8.1.2',
      now: () => new Date(),
      report,
    });
    const seconds = (performance.now() - started) / 1000;
    process.stdout.write(
      `translations: imported ${result.imported}/${files} files in ${seconds.toFixed(1)} s ` +
        `(${Math.round(files / seconds)} files/s)\n`,
    );
    const user = await insertUser(
      db,
      { login: 'translator', email: null, passwordHash: 'x', accountlevel: 'confirmed' },
      new Date(),
    );
    const actor = { id: user.id, login: user.login, level: 'confirmed' as const };
    const deps: TranslationsDeps = {
      db,
      clock: systemClock,
      changes: UNANNOUNCED,
      status: new Cache({ maxEntries: 10, maxAgeMs: 10_000 }),
      names: new Cache({ maxEntries: 10, maxAgeMs: 10_000 }),
    };
    const times: number[] = [];
    for (let i = 0; i < SAVES; i++) {
      const elements = {
        [`ui.key${i}`]: [`Texte ${i} modifié <0> $name`],
        [`ui.key${i + 500}`]: [`Autre texte ${i} <0> $name`],
        [`ui.key${1_300 + i}`]: [`Nouveau ${i} <0> $name`],
      };
      const t0 = performance.now();
      await saveFile(deps, actor, 'fr', 'strings', {
        filename: 'strings.txt',
        splitcontent: { elements },
      });
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    const ok = median <= BUDGET_MS;
    process.stdout.write(
      `translations: save of a ${KEYS}-key file with 3 changes: median ${median.toFixed(1)} ms, ` +
        `max ${times.at(-1)!.toFixed(1)} ms (budget <= ${BUDGET_MS} ms): ${ok ? 'PASS' : 'FAIL'}\n`,
    );
    return ok;
  } finally {
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = (await translationCentreBenchmark()) ? 0 : 1;
}
