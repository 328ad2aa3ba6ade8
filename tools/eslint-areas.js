// ESLint rules for the server's sealed areas (apps/server/src):
// - sealed: a file of areas/<a>/ reaches another area only through its public API,
//   areas/<b>/index.ts; platform/, extensions/, db/ and config.ts import no area,
//   and not the app (app.ts, areas.ts) outside their tests; platform/ imports
//   nothing of extensions/ (what the areas plug into builds on the platform).
// - resources: inside an area, a resource's folder (areas/<a>/<r>/) imports its
//   own files and the area's root files (deps.ts, table.ts, policy.ts...), never
//   another resource's folder; what two resources share lives at the area's root.
// - frozen-migrations: a migration imports kysely and the migration helpers,
//   nothing of the app or the contracts, so what it does never changes.
import path from 'node:path';

const SOURCES = ['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration'];

function placeOf(file, srcRoot) {
  const rel = path.relative(srcRoot, file).split(path.sep);
  if (rel[0] === 'areas' && rel.length > 2)
    return { kind: 'area', area: rel[1], rest: rel.slice(2) };
  if (rel[0] === 'platform' || rel[0] === 'extensions' || rel[0] === 'db')
    return { kind: 'core', part: rel[0] };
  if (rel.join('/') === 'config.ts') return { kind: 'core', part: 'config' };
  if (rel.length === 1) return { kind: 'app' };
  return { kind: 'other' };
}

function onImports(context, check) {
  const visit = (node) => {
    if (node.source && typeof node.source.value === 'string') check(node.source, node.source.value);
  };
  const handlers = Object.fromEntries(SOURCES.map((type) => [type, visit]));
  handlers.ImportExpression = visit;
  return handlers;
}

const resolve = (file, source) =>
  source.startsWith('.') ? path.resolve(path.dirname(file), source) : null;

/**
 * A rule over each import from one place of the server's sources to another:
 * `check` answers the problem's message, or null.
 */
function placeRule(check) {
  return {
    meta: { type: 'problem', schema: [{ type: 'string' }] },
    create(context) {
      const srcRoot = path.resolve(context.options[0]);
      const file = context.filename;
      if (!file.startsWith(srcRoot + path.sep)) return {};
      const from = placeOf(file, srcRoot);
      return onImports(context, (node, source) => {
        const target = resolve(file, source);
        if (!target || !target.startsWith(srcRoot + path.sep)) return;
        const message = check(from, placeOf(target, srcRoot), file);
        if (message) context.report({ node, message });
      });
    },
  };
}

const sealed = placeRule((from, to, file) => {
  // An infrastructure test may build the whole app to exercise its piece.
  const upward = to.kind === 'area' || (to.kind === 'app' && !file.endsWith('.test.ts'));
  if (from.kind === 'core' && upward) {
    const what = to.kind === 'area' ? `area "${to.area}"` : 'the app';
    return `platform, extensions and db must not import ${what}`;
  }
  if (from.part === 'platform' && to.part === 'extensions') {
    return 'platform must not import extensions';
  }
  if (from.kind !== 'area' || to.kind !== 'area' || from.area === to.area) return null;
  if (to.rest.length === 1 && to.rest[0] === 'index.ts') return null;
  return `area "${from.area}" may reach area "${to.area}" only through areas/${to.area}/index.ts`;
});

/**
 * Folders that serve a whole area rather than one resource: its seeds, its
 * import command, its server-drawn pages and its moderation read every
 * resource, as the area's root files may.
 */
const AREA_WIDE = new Set(['seed', 'import', 'pages', 'moderation', 'migrations']);

/** The resource folder of a file inside an area (null for the area's root and area-wide files). */
const resourceOf = (place) =>
  place.rest.length > 1 && !AREA_WIDE.has(place.rest[0]) ? place.rest[0] : null;

const resources = placeRule((from, to, file) => {
  // A test may set its resource up through another's (an import, a seed).
  if (from.kind !== 'area' || file.endsWith('.test.ts')) return null;
  const own = resourceOf(from);
  if (own === null || to.kind !== 'area' || to.area !== from.area) return null;
  const other = resourceOf(to);
  if (other === null || other === own) return null;
  return `${from.area}/${own} may not import ${from.area}/${other}: what resources share lives at the area's root`;
});

const MIGRATION_HELPERS = path.join('db', 'migrations', 'helpers.ts');

const frozenMigrations = {
  meta: { type: 'problem', schema: [{ type: 'string' }] },
  create(context) {
    const srcRoot = path.resolve(context.options[0]);
    const file = context.filename;
    const rel = path.relative(srcRoot, file);
    const inMigrations = rel.split(path.sep).at(-2) === 'migrations' && !rel.startsWith('..');
    if (!inMigrations || /(^|[\\/])(index|helpers)\.ts$/.test(rel) || rel.endsWith('.test.ts')) {
      return {};
    }
    return onImports(context, (node, source) => {
      if (source === 'kysely') return;
      const target = resolve(file, source);
      if (target && path.relative(srcRoot, target) === MIGRATION_HELPERS) return;
      context.report({
        node,
        message:
          'a migration imports only kysely and db/migrations/helpers.ts: it is frozen once shipped',
      });
    });
  },
};

export default { rules: { sealed, resources, 'frozen-migrations': frozenMigrations } };
