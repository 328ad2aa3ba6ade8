import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { parseSync } from 'vite';

/**
 * The browser runs no schema. The server checks every request with the
 * contracts' schemas and shapes every answer with them (its serializer), so
 * the browser takes answers as the contracts type them, and zod with the
 * schemas stays out of the pages' scripts (about 23 kB compressed on every
 * page). Three parts make it so, in the browser's build only (the server
 * renderer and the server keep the contracts as written):
 *
 * - an area's endpoint table (`contracts/src/endpoints/<area>.ts`) reaches
 *   the browser as data: each endpoint's method, path and rules, no schema;
 * - every other contracts module keeps its constants and functions, and its
 *   schemas are dropped where the browser does not use them: each top-level
 *   value the module builds is marked as free of side effects (contracts are
 *   pure), which lets the bundler leave out the unused ones;
 * - the build fails when a chunk still carries zod, naming where it came in.
 */

const CONTRACTS = /\/packages\/contracts\/src\/(?!.*\.test\.)[\w/-]+\.ts$/;
const ENDPOINT_TABLE = /\/packages\/contracts\/src\/endpoints\/[\w-]+\.ts$/;
// Its patterns (an e-mail address's) are plain regular expressions.
const ZOD = /\/node_modules\/zod\/(?!v4\/core\/regexes\.js$)/;

const isSchema = (value: unknown) => typeof value === 'object' && value !== null && '_zod' in value;

/** The source of a module exporting each table of `module` without its schemas. */
export function plainTables(module: Record<string, unknown>): string {
  return Object.entries(module)
    .map(([name, table]) => {
      const plain = Object.fromEntries(
        Object.entries(table as Record<string, object>).map(([key, endpoint]) => [
          key,
          Object.fromEntries(Object.entries(endpoint).filter(([, value]) => !isSchema(value))),
        ]),
      );
      return `export const ${name} = ${JSON.stringify(plain)};`;
    })
    .join('\n');
}

interface Node {
  type: string;
  start: number;
  end: number;
}
interface Declarator extends Node {
  init: Node | null;
}
interface Statement extends Node {
  declaration?: Statement | null;
  declarations?: Declarator[];
}

const CALLS = new Set(['CallExpression', 'NewExpression', 'TaggedTemplateExpression']);
const FUNCTIONS = new Set(['ArrowFunctionExpression', 'FunctionExpression']);

/** Whether building `node` calls anything (a function's body runs later: not counted). */
function calls(node: unknown): boolean {
  if (typeof node !== 'object' || node === null) return false;
  if (Array.isArray(node)) return node.some(calls);
  const { type } = node as Partial<Node>;
  if (type !== undefined && FUNCTIONS.has(type)) return false;
  if (type !== undefined && CALLS.has(type)) return true;
  return Object.values(node).some(calls);
}

/**
 * `code` with each top-level `const` value whose building calls something
 * wrapped as a pure call (`/* @__PURE__ *\/ (() => value)()`), so an unused
 * one is left out, with everything its building calls.
 */
export function markTopLevelPure(code: string): string {
  const program = parseSync('contract.js', code).program as unknown as { body: Statement[] };
  const values: Node[] = [];
  for (const statement of program.body) {
    const declaration =
      statement.type === 'VariableDeclaration' ? statement : statement.declaration;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const { init } of declaration.declarations ?? []) {
      if (init && calls(init)) values.push(init);
    }
  }
  let marked = code;
  for (const { start, end } of values.reverse()) {
    marked = `${marked.slice(0, start)}/* @__PURE__ */ (() => (${marked.slice(start, end)}))()${marked.slice(end)}`;
  }
  return marked;
}

export function schemaFree(): Plugin {
  return {
    name: 'millenaire-schema-free',
    async load(id, options) {
      if (options?.ssr || !ENDPOINT_TABLE.test(id)) return null;
      return plainTables((await import(pathToFileURL(id).href)) as Record<string, unknown>);
    },
    transform(code, id, options) {
      if (options?.ssr || !CONTRACTS.test(id) || ENDPOINT_TABLE.test(id)) return null;
      return { code: markTopLevelPure(code), map: null };
    },
    generateBundle(_options, bundle) {
      if (this.environment.config.consumer !== 'client') return;
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const zod = output.moduleIds.filter((id) => ZOD.test(id));
        if (zod.length === 0) continue;
        const contracts = output.moduleIds.filter((id) => CONTRACTS.test(id));
        this.error(
          `${output.fileName} carries zod (${zod.length} modules): the browser runs no schema. ` +
            `A page uses one, or a contracts value the bundler cannot leave out holds one; ` +
            `contracts in the chunk: ${contracts.map((id) => id.replace(/.*\/src\//, '')).join(', ')}`,
        );
      }
    },
  };
}
