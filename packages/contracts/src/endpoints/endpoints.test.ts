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
});
