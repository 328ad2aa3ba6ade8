import { expect, it } from 'vitest';
import { API_PREFIX } from '@millenaire/contracts/endpoint';
import { apiEndpoints } from '@millenaire/contracts/endpoints/index';
import { describeWithApp } from './test/app.ts';

const BRANCH = /^(.*?)[├└]── (.+?)(?: \(([^)]+)\))?$/;

/**
 * Every route of the app as 'METHOD /path', read from Fastify's route tree
 * (a child's label continues its parent's path). HEAD is Fastify's own copy of
 * each GET.
 */
function registeredRoutes(tree: string): string[] {
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

/** Fastify ignores trailing slashes here, and the archives answer with a doubled slash too. */
const normalized = (route: string) => route.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');

describeWithApp('the endpoint table and the routes', {}, (t) => {
  it('agree: every /api route is declared, every declared endpoint is served', () => {
    const served = registeredRoutes(t.app.printRoutes({ commonPrefix: false }))
      .filter((route) => route.split(' ')[1]?.startsWith(`${API_PREFIX}/`))
      .map(normalized);
    const declared = Object.values(apiEndpoints)
      .flatMap((endpoints) => Object.values(endpoints))
      .map(({ method, path }) => normalized(`${method} ${path}`));
    expect(served.length).toBeGreaterThan(60);
    expect([...new Set(served)].sort()).toEqual([...new Set(declared)].sort());
  });
});
