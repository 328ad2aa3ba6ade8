import { describe, expect, it } from 'vitest';
import { pathBelow } from './endpoint-route.ts';

describe('an endpoint path below a plugin prefix', () => {
  it('is the rest of the path, with the spec trailing slash left to Fastify', () => {
    expect(pathBelow('/api/library', '/api/library/contents/:id')).toBe('/contents/:id');
    expect(pathBelow('/api/users', '/api/users/createaccount/')).toBe('/createaccount');
    expect(pathBelow('', '/api/users/me')).toBe('/api/users/me');
  });

  it("is '/' for the prefix's own path, with or without its slash", () => {
    expect(pathBelow('/api/versions', '/api/versions/')).toBe('/');
    expect(pathBelow('/api/site', '/api/site')).toBe('/');
  });

  it('reads doubled slashes as one, so the archives serve both of their prefixes', () => {
    const path = '/api//translationsapp/archives/:language';
    expect(pathBelow('/api/translationsapp', path)).toBe('/archives/:language');
    expect(pathBelow('/api//translationsapp', path)).toBe('/archives/:language');
  });

  it('refuses a path outside the prefix, even one that merely starts alike', () => {
    expect(() => pathBelow('/api/library', '/api/users/me')).toThrow(/not under the prefix/);
    expect(() => pathBelow('/api/hof', '/api/hofx/1')).toThrow(/not under the prefix/);
  });
});
