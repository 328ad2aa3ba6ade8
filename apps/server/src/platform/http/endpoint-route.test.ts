import { describe, expect, it } from 'vitest';
import { routePaths } from './endpoint-route.ts';

describe("where an endpoint's route is registered", () => {
  it('is its path, with the spec trailing slash left to Fastify', () => {
    expect(routePaths('/api/library/contents/:id')).toEqual(['/api/library/contents/:id']);
    expect(routePaths('/api/users/createaccount/')).toEqual(['/api/users/createaccount']);
    expect(routePaths('/api/versions/')).toEqual(['/api/versions']);
  });

  it('serves a path the spec writes with a doubled slash at both spellings', () => {
    expect(routePaths('/api//translationsapp/archives/:language')).toEqual([
      '/api/translationsapp/archives/:language',
      '/api//translationsapp/archives/:language',
    ]);
  });
});
