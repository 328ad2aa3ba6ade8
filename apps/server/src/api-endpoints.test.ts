import { expect, it } from 'vitest';
import { API_PREFIX } from '@millenaire/contracts/endpoint';
import { apiEndpoints } from '@millenaire/contracts/endpoints/index';
import { describeWithApp } from './test/app.ts';
import { registeredRoutes } from './test/routes.ts';

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
