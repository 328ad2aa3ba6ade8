import { describe, expect, it } from 'vitest';
import { API_PREFIX, pathParamNames, type Endpoint } from '../endpoint.ts';
import { apiEndpoints } from './index.ts';

const all: [string, Endpoint][] = Object.entries(apiEndpoints).flatMap(([area, endpoints]) =>
  Object.entries(endpoints).map(([name, endpoint]): [string, Endpoint] => [
    `${area}.${name}`,
    endpoint,
  ]),
);

const SEGMENT = /^([a-z][a-z0-9]*|:[A-Za-z][A-Za-z0-9]*)$/;

/** The segments after the prefix; the spec's client doubles the slash of the archives. */
function segmentsOf(path: string): string[] {
  const rest = path.slice(API_PREFIX.length).replace(/^\/\/translationsapp\//, '/translationsapp/');
  const segments = rest.split('/').slice(1);
  return segments.at(-1) === '' ? segments.slice(0, -1) : segments;
}

/** What the router tells apart: parameter names and a trailing slash do not count. */
function routeKey({ method, path }: Endpoint): string {
  const segments = segmentsOf(path).map((segment) => (segment.startsWith(':') ? ':' : segment));
  return `${method} ${API_PREFIX}/${segments.join('/')}`;
}

describe('the endpoint table', () => {
  it('declares the site API', () => {
    expect(all.length).toBeGreaterThan(60);
  });

  it.each(all)('%s has a well-formed path', (_name, { path }) => {
    expect(path.startsWith(`${API_PREFIX}/`)).toBe(true);
    for (const segment of segmentsOf(path)) expect(segment).toMatch(SEGMENT);
  });

  it.each(all)('%s has a schema key for each path parameter, and no other', (_name, e) => {
    const names = pathParamNames(e.path);
    expect(new Set(names).size).toBe(names.length);
    if (names.length === 0) expect(e.params).toBeUndefined();
    else expect(Object.keys(e.params?.shape ?? {}).sort()).toEqual([...names].sort());
  });

  it.each(all.filter(([, e]) => e.method === 'GET'))('%s, a GET, takes no body', (_name, e) => {
    expect(e.body).toBeUndefined();
  });

  it('has each path once per method', () => {
    const keys = all.map(([, endpoint]) => routeKey(endpoint));
    const repeated = keys.filter((key, index) => keys.indexOf(key) !== index);
    expect(repeated).toEqual([]);
  });

  it('tells paths apart that differ only by a parameter name or a trailing slash', () => {
    const get = {
      method: 'GET',
      access: 'anyone',
      params: undefined,
      query: undefined,
      body: undefined,
      response: undefined,
    } as const;
    const a = { ...get, path: '/api/x/:id/' } as Endpoint;
    const b = { ...get, path: '/api/x/:name' } as Endpoint;
    expect(routeKey(a)).toBe(routeKey(b));
  });

  /**
   * Writes without a budget of their own, and why: each is bounded elsewhere.
   * A new write lands here only with its reason.
   */
  const UNBUDGETED: Record<string, string> = {
    'library.deleteComment': 'removes what the comments budget let in',
    'library.deleteImage': 'removes what the images budget let in',
    'library.addView': 'counted once per visitor and content in six hours',
    'library.addDownload': 'counted once per visitor and content in six hours',
    'users.login': 'its throttles count guesses per login and per address',
    'users.logout': 'ends the sessions of the caller alone',
    'users.session': 'answers the session of the caller alone',
    'users.changePassword': 'its throttle counts wrong old passwords per account',
    'users.loginSecondFactor': 'its throttle counts wrong codes per account',
    'users.confirmSecondFactor': 'its throttle counts wrong codes per account',
    'users.renewRecoveryCodes': 'its throttle counts wrong codes per account',
    'users.turnOffSecondFactor': 'its throttle counts wrong codes per account',
  };

  it.each(all.filter(([, e]) => e.method === 'POST' && e.access !== 'admin'))(
    '%s, a write, has a budget or a reason not to',
    (name, e) => {
      expect(e.budget !== undefined || name in UNBUDGETED).toBe(true);
      if (e.budget) expect(name in UNBUDGETED).toBe(false);
    },
  );

  it('gives each budget name one set of figures', () => {
    const figures = new Map<string, string>();
    for (const [, { budget }] of all) {
      if (!budget) continue;
      const known = figures.get(budget.name) ?? JSON.stringify(budget);
      expect(JSON.stringify(budget)).toBe(known);
      figures.set(budget.name, known);
    }
  });

  it('names a path parameter for every notice', () => {
    for (const [, { notifies, path }] of all) {
      if (notifies) expect(pathParamNames(path)).toContain(notifies.param);
    }
  });
});
