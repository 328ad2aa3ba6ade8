// A small ESLint rule for the web app's one-way imports:
// app -> features -> shared; a feature reaches another feature only through
// its widgets/ (the follow and report buttons, the confirmation request: small
// parts other pages show, imported one file at a time so no page chunk pulls
// in another feature's pages); shared never imports a feature or the app.
import path from 'node:path';

function layerOf(file, srcRoot) {
  const rel = path.relative(srcRoot, file).split(path.sep);
  if (rel[0] === 'features')
    return { layer: 'features', feature: rel[1], widget: rel[2] === 'widgets' };
  if (rel[0] === 'shared') return { layer: 'shared' };
  if (rel[0] === 'app') return { layer: 'app' };
  return { layer: 'other' };
}

function resolveTarget(source, file, srcRoot) {
  if (source.startsWith('@/')) return path.join(srcRoot, source.slice(2));
  if (source.startsWith('.')) return path.resolve(path.dirname(file), source);
  return null;
}

function violation(from, to) {
  if (from.layer === 'shared' && (to.layer === 'features' || to.layer === 'app')) {
    return 'shared code must not import from ' + to.layer;
  }
  if (from.layer === 'features' && to.layer === 'app') return 'features must not import the app';
  if (from.layer === 'features' && to.layer === 'features' && from.feature !== to.feature) {
    if (to.widget) return null;
    return `feature "${from.feature}" may import feature "${to.feature}" only through features/${to.feature}/widgets/`;
  }
  return null;
}

const oneWay = {
  meta: { type: 'problem', schema: [{ type: 'string' }] },
  create(context) {
    const srcRoot = path.resolve(context.options[0]);
    const file = context.filename;
    if (!file.startsWith(srcRoot)) return {};
    const from = layerOf(file, srcRoot);
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      const target = resolveTarget(node.source.value, file, srcRoot);
      if (!target || !target.startsWith(srcRoot)) return;
      const message = violation(from, layerOf(target, srcRoot));
      if (message) context.report({ node: node.source, message });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'one-way': oneWay } };
