import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { renderedPageModules } from './page-scripts';

type CodeSplittingGroup = Rolldown.CodeSplittingGroup;

/** What the grouping reads of the bundle's module graph. */
export interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: string[]; dynamicallyImportedIds: string[] } | null;
}

/** A stage's chunk name: its package (react-dom), its folder (i18n) or its file (router). */
export function stageName(id: string): string {
  const inPackage = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id);
  if (inPackage?.[1]) return inPackage[1].replace(/[\\/@]/g, '');
  const file = path.basename(id).replace(/\.[^.]+$/, '');
  return file === 'index' ? path.basename(path.dirname(id)) : file;
}

/** The modules start.ts imports, in the order they appear in its source. */
export function stageSpecifiers(source: string): string[] {
  return [...source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].flatMap(([, spec]) =>
    spec === undefined ? [] : [spec],
  );
}

/**
 * The modules `start` imports statically, directly or not, itself included,
 * without passing through those `left` says are someone else's.
 */
export function staticImports(
  start: string,
  graph: ModuleGraph,
  left: (id: string) => boolean = () => false,
): Set<string> {
  const reached = new Set<string>();
  const queue = [start];
  while (queue.length > 0) {
    const id = queue.pop();
    if (id === undefined || reached.has(id) || left(id)) continue;
    reached.add(id);
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return reached;
}

/**
 * Each module the first page loads, by the first stage (in the order start.ts
 * evaluates them) that imports it, statically, directly or not. What start.ts
 * imports itself is in none: it stays in the entry's chunk, which loads with
 * the page, without the stages (a stage's chunk would bring all its modules).
 */
export function stageOfModules(
  stages: string[],
  graph: ModuleGraph,
  entry: ReadonlySet<string> = new Set(),
): Map<string, string> {
  const stageOf = new Map<string, string>();
  for (const stage of stages) {
    const name = stageName(stage);
    const left = (id: string) => stageOf.has(id) || entry.has(id);
    for (const id of staticImports(stage, graph, left)) stageOf.set(id, name);
  }
  return stageOf;
}

/**
 * The chunk of each module the pages the server renders import statically,
 * directly or not, past the first page's: one chunk per set of those pages
 * that need it, so a page loads no module it does not use. The pages the
 * server does not render (account, administration, editors) do not split
 * these chunks further: they load the public pages' chunks they need whole.
 */
export function publicPageChunks(
  pages: string[],
  graph: ModuleGraph,
  firstPage: ReadonlySet<string>,
): Map<string, string> {
  const users = new Map<string, string[]>();
  for (const page of pages) {
    for (const id of staticImports(page, graph, (id) => firstPage.has(id))) {
      const pagesOf = users.get(id);
      if (pagesOf) pagesOf.push(page);
      else users.set(id, [page]);
    }
  }
  // A shared chunk is named after its first module met from the pages
  // ('Slideshow'), and made unique when another set met one of that name.
  const nameOf = new Map<string, string>();
  const taken = new Set<string>();
  const chunkOf = new Map<string, string>();
  for (const [id, pagesOf] of users) {
    const [only] = pagesOf;
    if (pagesOf.length === 1 && only !== undefined) {
      chunkOf.set(id, pageChunkName(only));
      continue;
    }
    const key = pagesOf.sort().join('\n');
    let name = nameOf.get(key);
    if (name === undefined) {
      name = stageName(id);
      for (let n = 2; taken.has(name); n++) name = `${stageName(id)}${n}`;
      taken.add(name);
      nameOf.set(key, name);
    }
    chunkOf.set(id, name);
  }
  return chunkOf;
}

/** A page's own chunk: its feature and its file ('encyclopedia-CulturePage'). */
export function pageChunkName(id: string): string {
  const feature = /[\\/]features[\\/]([^\\/]+)[\\/]/.exec(id)?.[1];
  return feature ? `${feature}-${stageName(id)}` : stageName(id);
}

/**
 * The first page's modules in one chunk per stage of start.ts, each with the
 * modules that stage is the first to need: the plugin resolves the stages
 * (start.ts's imports, in order) as the build starts, `groups` is rolldown's
 * `codeSplitting.groups`. Left to itself, the bundler cuts those modules into
 * a chunk for each set of pages and stages sharing them (it cannot know that
 * start.ts loads the stages one after the other, before any page): about
 * thirty small chunks on every page, each compressed on its own and asked for
 * by a request of its own. A module counts as needed when imported, so the
 * packages that gather their exports in one index are imported name by name
 * (direct-imports.ts): the index would otherwise bring all of Mantine into the
 * first stage that imports it.
 */
export function firstPageChunks(root: string): { plugin: Plugin; groups: CodeSplittingGroup[] } {
  const startId = path.resolve(root, 'src/start.ts');
  let stages: string[] = [];
  let pages: string[] = [];
  let entry: Set<string> | undefined;
  let stageOf: Map<string, string> | undefined;
  let pageChunkOf: Map<string, string> | undefined;
  const plugin: Plugin = {
    name: 'millenaire-first-page-chunks',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    async buildStart() {
      entry = undefined;
      stageOf = undefined;
      pageChunkOf = undefined;
      stages = [];
      pages = [];
      for (const spec of stageSpecifiers(readFileSync(startId, 'utf8'))) {
        const resolved = await this.resolve(spec, startId);
        if (!resolved) this.error(`start.ts imports ${spec}, which does not resolve`);
        stages.push(resolved.id);
      }
      if (stages.length === 0) this.error('start.ts imports no stage');
      for (const module of new Set(renderedPageModules(path.join(root, 'src')).values())) {
        const resolved = await this.resolve(`@/${module}`, startId);
        if (!resolved) this.error(`src/app/pages.ts names ${module}, which does not resolve`);
        pages.push(resolved.id);
      }
    },
  };
  const stagesOf = (graph: ModuleGraph) => {
    entry ??= staticImports(startId, graph);
    stageOf ??= stageOfModules(stages, graph, entry);
    return stageOf;
  };
  const groups: CodeSplittingGroup[] = [
    {
      debugName: 'first page stages',
      includeDependenciesRecursively: false,
      name: (id, graph) => stagesOf(graph).get(id) ?? null,
    },
    {
      debugName: 'public pages',
      includeDependenciesRecursively: false,
      name(id, graph) {
        pageChunkOf ??= publicPageChunks(
          pages,
          graph,
          new Set([...stagesOf(graph).keys(), ...(entry ?? [])]),
        );
        return pageChunkOf.get(id) ?? null;
      },
    },
  ];
  return { plugin, groups };
}
