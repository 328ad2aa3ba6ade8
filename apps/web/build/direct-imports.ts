import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Packages whose entry only gathers the exports of their modules (an index
 * file): the site imports each of their names from the module that defines it,
 * so that the bundle's module graph says which of them a page really uses.
 */
export const INDEXED_PACKAGES = [
  '@mantine/core',
  '@mantine/hooks',
  '@mantine/notifications',
  '@tabler/icons-react',
  // Before react-query, whose index passes all of it on.
  '@tanstack/query-core',
  '@tanstack/react-query',
];

/** Where a package's exported name is defined: its module and its name there. */
export interface Definition {
  file: string;
  name: string;
}

const NAMES = /\{([^}]*)\}/;

/** `a`, `b as c` → [[a, a], [b, c]] (the name there, the name here). */
function pairs(list: string): [string, string][] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const [there = '', here = there] = part.split(/\s+as\s+/);
      return [there.trim(), here.trim()];
    });
}

/**
 * Reads an index module's import and export statements (the forms such files
 * are made of: `import { a } from './a.mjs'` then `export { a }`, or
 * `export { default as A } from './A.mjs'`) into where each exported name is
 * defined. Namespace exports (`export * as`, `import * as`) are left out: a
 * name the map lacks is imported from the index as before.
 */
export function indexDefinitions(source: string, dir: string): Map<string, Definition> {
  const imported = new Map<string, Definition>();
  const definitions = new Map<string, Definition>();
  const statement = /(import|export)\s*(\{[^}]*\})\s*(?:from\s*["']([^"']+)["'])?\s*;/g;
  for (const [, kind, list = '', from] of source.matchAll(statement)) {
    // Names another package defines stay with the index (resolved from it).
    if (from !== undefined && !from.startsWith('.')) continue;
    const names = pairs(NAMES.exec(list)?.[1] ?? '');
    if (kind === 'import' && from) {
      for (const [there, here] of names) {
        imported.set(here, { file: path.resolve(dir, from), name: there });
      }
    } else if (kind === 'export' && from) {
      for (const [there, here] of names) {
        definitions.set(here, { file: path.resolve(dir, from), name: there });
      }
    } else if (kind === 'export') {
      for (const [local, exported] of names) {
        const definition = imported.get(local);
        if (definition) definitions.set(exported, definition);
      }
    }
  }
  return definitions;
}

/**
 * Rewrites one source file's `import { … } from 'package'` statements into
 * one import per name from its defining module; type-only names are dropped
 * (they are erased anyway). Returns null when nothing changed.
 */
export function directImports(
  code: string,
  packageName: string,
  definitions: Map<string, Definition>,
): string | null {
  const quoted = packageName.replace(/[/.]/g, (c) => `\\${c}`);
  const statement = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*['"]${quoted}['"];?`, 'g');
  let changed = false;
  const result = code.replace(statement, (_whole, list: string) => {
    const lines: string[] = [];
    const left: string[] = [];
    for (const [there, here] of pairs(list)) {
      if (there.startsWith('type ')) continue;
      const definition = definitions.get(there);
      const name = (from: string) => (from === here ? here : `${from} as ${here}`);
      if (definition) {
        lines.push(`import { ${name(definition.name)} } from ${JSON.stringify(definition.file)};`);
      } else {
        left.push(name(there));
      }
    }
    if (left.length > 0) lines.push(`import { ${left.join(', ')} } from '${packageName}';`);
    changed = true;
    return lines.join(' ');
  });
  return changed ? result : null;
}

function isManifestOf(file: string, name: string): boolean {
  if (path.basename(file) !== 'package.json') return false;
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { name?: string }).name === name;
  } catch {
    return false;
  }
}

/** The file of a package's ES module entry, found from the site's root. */
function entryFile(root: string, name: string): string {
  const require = createRequire(path.join(root, 'package.json'));
  let manifest = require.resolve(name);
  while (!isManifestOf(manifest, name)) {
    const up = path.dirname(path.dirname(manifest));
    if (up === path.dirname(manifest)) throw new Error(`no package.json found for ${name}`);
    manifest = path.join(up, 'package.json');
  }
  const meta = JSON.parse(readFileSync(manifest, 'utf8')) as {
    module?: string;
    exports?: { '.'?: { import?: { default?: string } } };
  };
  const entry = meta.exports?.['.']?.import?.default ?? meta.module;
  if (!entry) throw new Error(`${name} names no ES module entry`);
  return path.resolve(path.dirname(manifest), entry);
}

/**
 * The definitions of every indexed package, read from its ES module entry; an
 * index that passes on all of another indexed package (`export * from`) has
 * that one's names too.
 */
function packageDefinitions(root: string): Map<string, Map<string, Definition>> {
  const packages = new Map<string, Map<string, Definition>>();
  for (const name of INDEXED_PACKAGES) {
    const file = entryFile(root, name);
    const source = readFileSync(file, 'utf8');
    const definitions = indexDefinitions(source, path.dirname(file));
    for (const [, other] of source.matchAll(/export\s*\*\s*from\s*["']([^"']+)["']/g)) {
      for (const [exported, definition] of packages.get(other ?? '') ?? []) {
        if (!definitions.has(exported)) definitions.set(exported, definition);
      }
    }
    packages.set(name, definitions);
  }
  return packages;
}

/**
 * Every module of the build (the site's and the packages', which import one
 * another's indexes too) imports the indexed packages' names from their
 * defining modules (see INDEXED_PACKAGES). The browser gets the same code; the
 * bundle's graph gets precise edges, which the first page's grouping reads.
 */
export function directImportsPlugin(): Plugin {
  let packages = new Map<string, Map<string, Definition>>();
  return {
    name: 'millenaire-direct-imports',
    enforce: 'pre',
    apply: 'build',
    configResolved(config) {
      packages = packageDefinitions(config.root);
    },
    transform(code, id) {
      if (!/\.(tsx?|mjs|js)$/.test(id)) return null;
      let result = code;
      let changed = false;
      for (const [name, definitions] of packages) {
        if (!result.includes(name)) continue;
        const rewritten = directImports(result, name, definitions);
        if (rewritten !== null) {
          result = rewritten;
          changed = true;
        }
      }
      return changed ? { code: result, map: null } : null;
    },
  };
}
