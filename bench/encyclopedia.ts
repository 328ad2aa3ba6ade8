// Encyclopedia under load: with 7 cultures of 200 items imported from a
// travel-book export written here (1,400 items), the site's culture page and
// item page are loaded against a bare Fastify route answering the very same
// bodies, each in its own process. Budget: the site keeps at least half the
// bare route's throughput on both. Also prints the import time of the file.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CULTURES, ITEM_TYPES } from '@millenaire/contracts/encyclopedia';
import { writeTravelBook, type TravelBookLine } from '@millenaire/modfiles';

const ITEMS_PER_CULTURE = 200;
const BUDGET_RATIO = 0.5;

interface Measure {
  name: string;
  rps: number;
  p99: number;
}

/** What load.ts lends: its alternating comparison and its process starter. */
export interface BenchTools {
  root: string;
  compare(targets: { name: string; url: string }[]): Promise<Measure[]>;
  start(args: string[], env: Record<string, string>, logFile: string): ChildProcess;
  waitFor(url: string): Promise<void>;
  freePort(): Promise<number>;
}

const ref = (culture: string, type: string, key: string, label: string): TravelBookLine => ({
  referenceButtonCulture: culture,
  referenceButtonType: type,
  referenceButtonKey: key,
  referenceButtonLabel: label,
  referenceButtonIconKey: `${culture}_${key}`,
});

function page(culture: string, label: string, i: number): { lines: TravelBookLine[] }[] {
  const text = `The ${label} of the ${culture} work §2hard§r and trade with their neighbours.`;
  return [
    {
      lines: [
        { text: label, style: 'header' },
        { text: `${text}<ret>${text}`, specialTag: 'MAIN_DESC' },
        { text: 'Cost', style: 'subheader' },
        { columns: [{ text: 'Wood' }, { text: String(16 + i) }], exportTwoColumns: true },
        { columns: [{ text: 'Stone' }, { text: String(32 + i) }], exportTwoColumns: true },
        { text: 'See also', style: 'subheader' },
        ref(culture, 'villagers', `item${(i + 1) % ITEMS_PER_CULTURE}`, 'Neighbour'),
        ref(culture, 'buildings', `item${(i + 2) % ITEMS_PER_CULTURE}`, 'House'),
        { iconKey: `${culture}_good`, iconLabel: 'Good', text: `§6${i} deniers§r` },
      ],
    },
  ];
}

/** 7 cultures with 200 items each, as the mod would export them in English. */
export function benchTravelBook(): string {
  const entries = CULTURES.flatMap((culture) => [
    {
      type: 'cultures' as const,
      culture,
      category: null,
      categorylabel: null,
      itemkey: culture,
      label: `Culture ${culture}`,
      iconkey: `${culture}_emblem`,
      data: {
        pages: [
          ...page(culture, `Culture ${culture}`, 0),
          {
            lines: Array.from({ length: 12 }, (_, i) =>
              ref(culture, 'villagers', `item${i}`, `Villager ${i}`),
            ),
          },
        ],
      },
    },
    ...Array.from({ length: ITEMS_PER_CULTURE }, (_, i) => {
      const type = ITEM_TYPES[i % ITEM_TYPES.length]!;
      const withCategory = type !== 'villages';
      return {
        type,
        culture,
        category: withCategory ? `cat${i % 5}` : null,
        categorylabel: withCategory ? `Category ${i % 5}` : null,
        itemkey: `item${i}`,
        label: `Item ${i} of the ${culture}`,
        iconkey: `${culture}_item${i}`,
        data: { pages: page(culture, `Item ${i}`, i) },
      };
    }),
  ]);
  return writeTravelBook('en', entries);
}

function run(child: ChildProcess): Promise<{ code: number | null; out: string }> {
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, out })));
}

/**
 * The travel-book files of `folder` imported by the site's import command
 * into the site of `dataDir` (and of DATABASE_URL in `env`, if given).
 */
export async function importTravelBook(
  root: string,
  dataDir: string,
  folder: string,
  env: Record<string, string> = {},
) {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/import.ts', 'travelbook', folder],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const { code, out } = await run(child);
  const wallMs = performance.now() - started;
  if (code !== 0) throw new Error(`import failed (${code}):\n${out}`);
  return { wallMs, report: out.trim().split('\n').at(-1) ?? '' };
}

export async function encyclopediaUnderLoad(
  tools: BenchTools,
  site: string,
  dataDir: string,
): Promise<boolean> {
  const folder = mkdtempSync(path.join(tmpdir(), 'millenaire-bench-travelbook-'));
  writeFileSync(path.join(folder, 'travelbook_en.sql'), benchTravelBook());
  const imported = await importTravelBook(tools.root, dataDir, folder);
  console.log(`\nencyclopedia: ${CULTURES.length} cultures x ${ITEMS_PER_CULTURE} items`);
  console.log(
    `  import of a ${CULTURES.length * ITEMS_PER_CULTURE}-item travel-book file: ${imported.report} (process with start-up ${(imported.wallMs / 1000).toFixed(1)} s)`,
  );

  const urls = {
    culture: `${site}/api/encyclopedia/norman?language=en`,
    item: `${site}/api/encyclopedia/norman/buildings/item102?language=en`,
  };
  const bodies = Object.fromEntries(
    await Promise.all(
      Object.entries(urls).map(async ([name, url]) => [name, await (await fetch(url)).json()]),
    ),
  ) as Record<string, unknown>;
  const bodyFile = path.join(folder, 'bodies.json');
  writeFileSync(bodyFile, JSON.stringify(bodies));
  const port = await tools.freePort();
  const bare = tools.start(
    ['bench/bare-json.ts'],
    { PORT: String(port), BARE_BODIES: bodyFile },
    path.join(dataDir, 'bare-json.log'),
  );
  try {
    await tools.waitFor(`http://127.0.0.1:${port}/item`);
    let ok = true;
    for (const name of ['culture', 'item'] as const) {
      const size = JSON.stringify(bodies[name]).length;
      const [ours, yardstick] = (await tools.compare([
        { name: `GET ${name} page (${size} B)`, url: urls[name] },
        { name: `bare route, same body`, url: `http://127.0.0.1:${port}/${name}` },
      ])) as [Measure, Measure];
      const ratio = ours.rps / yardstick.rps;
      ok &&= ratio >= BUDGET_RATIO;
      for (const m of [ours, yardstick]) {
        console.log(
          `  ${m.name.padEnd(30)} ${m.rps.toFixed(0).padStart(8)} req/s   p99 ${m.p99} ms`,
        );
      }
      console.log(
        `  ratio ${ratio.toFixed(2)} (budget >= ${BUDGET_RATIO}): ${ratio >= BUDGET_RATIO ? 'PASS' : 'FAIL'}`,
      );
    }
    return ok;
  } finally {
    bare.kill('SIGTERM');
  }
}
