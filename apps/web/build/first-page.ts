import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** What the check reads of an emitted chunk. */
export interface ChunkInfo {
  fileName: string;
  isEntry: boolean;
  /** Chunks it imports statically, which the browser loads with it. */
  imports: string[];
  /** Chunks it imports on demand (for an entry: the application it starts). */
  dynamicImports: string[];
  moduleIds: string[];
  code: string;
}

/** How a chunk links to the others. */
export type ChunkLinks = Pick<ChunkInfo, 'fileName' | 'isEntry' | 'imports' | 'dynamicImports'>;

/** A text of one feature's catalogue that no shell text contains. */
export interface TextMarker {
  feature: string;
  text: string;
}

/**
 * Modules that belong to the pages using them, never to the first page: the
 * password-strength word lists (about 580 kB gzip), the captcha widget and
 * every feature's texts.
 */
const LATE_MODULES: { pattern: RegExp; what: string }[] = [
  { pattern: /[\\/]@zxcvbn-ts[\\/]/, what: 'the password-strength dictionaries (zxcvbn)' },
  { pattern: /[\\/]contracts[\\/]src[\\/]password\.ts$/, what: 'the password-strength rule' },
  { pattern: /[\\/]altcha[\\/]/, what: 'the captcha widget' },
  { pattern: /[\\/]src[\\/]features[\\/][^\\/]+[\\/]i18n[\\/]/, what: "a feature's texts" },
];

/** The named chunks and every chunk they import statically (which the browser loads with them). */
export function withStaticImports<Chunk extends ChunkLinks>(
  names: string[],
  byName: Map<string, Chunk>,
): Set<string> {
  const seen = new Set<string>();
  const queue = [...names];
  while (queue.length > 0) {
    const name = queue.pop();
    if (name === undefined || seen.has(name)) continue;
    seen.add(name);
    queue.push(...(byName.get(name)?.imports ?? []));
  }
  return seen;
}

/**
 * What loads before any page: the entry chunks, the application an entry starts
 * (the entry imports it once the first screen is painted) and every chunk they
 * import statically.
 */
export function firstPageChunks<Chunk extends ChunkLinks>(chunks: Chunk[]): Chunk[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const starts = chunks
    .filter((chunk) => chunk.isEntry)
    .flatMap((chunk) => [chunk.fileName, ...chunk.dynamicImports]);
  const seen = withStaticImports(starts, byName);
  return chunks.filter((chunk) => seen.has(chunk.fileName));
}

/** Everything the first page carries that it should not, as sentences; empty when clean. */
export function firstPageProblems(chunks: ChunkInfo[], markers: TextMarker[]): string[] {
  const first = firstPageChunks(chunks);
  const problems: string[] = [];
  for (const chunk of first) {
    for (const { pattern, what } of LATE_MODULES) {
      const ids = chunk.moduleIds.filter((id) => pattern.test(id));
      if (ids.length === 0) continue;
      const example = path.relative(process.cwd(), ids[0] ?? '');
      problems.push(`${chunk.fileName} carries ${what}: ${ids.length} module(s), ${example}…`);
    }
  }
  for (const { feature, text } of markers) {
    // A marker found nowhere would make this check blind to its feature.
    if (!chunks.some((chunk) => chunk.code.includes(text))) {
      problems.push(`the text "${text}" of ${feature} is in no chunk: pick another marker`);
    }
    const carrier = first.find((chunk) => chunk.code.includes(text));
    if (carrier) problems.push(`${carrier.fileName} carries the text "${text}" of ${feature}`);
  }
  return problems;
}

type Catalogue = { [key: string]: string | Catalogue };

function texts(catalogue: Catalogue): string[] {
  return Object.values(catalogue).flatMap((value) =>
    typeof value === 'string' ? [value] : texts(value),
  );
}

function readTexts(file: string): string[] {
  return texts(JSON.parse(readFileSync(file, 'utf8')) as Catalogue);
}

// Plain ASCII without quotes or backslashes reads the same in the minified code.
const VERBATIM = /^[ !#-&(-[\]-~]{12,}$/;

/**
 * One marker per feature catalogue file: its longest text that no shell text
 * contains (so finding it proves the feature's catalogue came along). A feature
 * whose every text is also the shell's has none; the module check covers it.
 */
export function textMarkers(srcDir: string): TextMarker[] {
  const shell = ['en', 'fr'].flatMap((lang) =>
    readTexts(path.join(srcDir, `shared/i18n/${lang}.json`)),
  );
  const featuresDir = path.join(srcDir, 'features');
  return readdirSync(featuresDir).flatMap((feature) =>
    ['en', 'fr'].flatMap((lang) => {
      const file = path.join(featuresDir, feature, 'i18n', `${lang}.json`);
      if (!existsSync(file)) return [];
      const candidates = readTexts(file)
        .filter((text) => VERBATIM.test(text) && !shell.some((own) => own.includes(text)))
        .sort((a, b) => b.length - a.length);
      return candidates[0] === undefined ? [] : [{ feature, text: candidates[0] }];
    }),
  );
}

/**
 * Fails the build when the first page's scripts carry what only later pages
 * use, so a stray import cannot quietly grow every visitor's first download.
 */
export function firstPageCheck(): Plugin {
  let srcDir = 'src';
  return {
    name: 'millenaire-first-page-check',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      srcDir = path.resolve(config.root, 'src');
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk' ? [output] : [],
      );
      const problems = firstPageProblems(chunks, textMarkers(srcDir));
      if (problems.length > 0) {
        this.error(`The first page carries what it does not use:\n- ${problems.join('\n- ')}`);
      }
    },
  };
}
