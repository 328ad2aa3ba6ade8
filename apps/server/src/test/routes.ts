const BRANCH = /^(.*?)[├└]── (.+?)(?: \(([^)]+)\))?$/;

/**
 * Every route of the app as 'METHOD /path', read from Fastify's route tree
 * (`app.printRoutes({ commonPrefix: false })`; a child's label continues its
 * parent's path). HEAD is Fastify's own copy of each GET.
 */
export function registeredRoutes(tree: string): string[] {
  const paths: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = BRANCH.exec(line);
    if (!match) continue;
    const [, indent = '', label = '', methods = ''] = match;
    const depth = indent.length / 4;
    const path = depth === 0 ? label : `${paths[depth - 1] ?? ''}${label}`;
    paths[depth] = path;
    for (const method of methods.split(', ').filter((m) => m !== '' && m !== 'HEAD')) {
      routes.push(`${method} ${path}`);
    }
  }
  return routes;
}
