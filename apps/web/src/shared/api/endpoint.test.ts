import { describe, expect, it } from 'vitest';
import { encyclopediaEndpoints } from '@millenaire/contracts/endpoints/encyclopedia';
import { hofEndpoints } from '@millenaire/contracts/endpoints/halloffame';
import { libraryEndpoints } from '@millenaire/contracts/endpoints/library';
import { translationsEndpoints } from '@millenaire/contracts/endpoints/translations';
import { usersEndpoints } from '@millenaire/contracts/endpoints/users';
import { versionsEndpoints } from '@millenaire/contracts/endpoints/versions';
import { stubFetch } from '@/test/render';
import { invalidatePrefix } from '../api-client';
import { queryClient } from '../query-client';
import { callEndpoint, endpointPrefix, endpointQuery, endpointUrl, groupPrefix } from './endpoint';

const COMMENT = {
  id: 4,
  text: 'Nice',
  author: 'Kinniken',
  authorid: 2,
  postedon: '2024-01-02T03:04:05.000Z',
  modifiedby: null,
  modifiedon: null,
};

function sent(fetchMock: ReturnType<typeof stubFetch>, call = 0) {
  const [url, init] = fetchMock.mock.calls[call] ?? [];
  return { url: String(url), init, headers: new Headers(init?.headers) };
}

describe('endpoint URLs', () => {
  it('encode each path parameter as one segment', () => {
    const params = { culture: 'a/b', type: 'c d', itemkey: 'é?#' };
    expect(endpointUrl(encyclopediaEndpoints.item, { params, query: { language: 'fr' } })).toBe(
      '/api/encyclopedia/a%2Fb/c%20d/%C3%A9%3F%23?language=fr',
    );
  });

  it('leave out the query values that are undefined, in the order given', () => {
    const query = {
      language: 'en',
      page: '2',
      category: undefined,
      q: 'x y',
      sort: undefined,
    } as const;
    expect(endpointUrl(libraryEndpoints.contents, { query })).toBe(
      '/api/library/contents/?language=en&page=2&q=x+y',
    );
    expect(endpointUrl(libraryEndpoints.contents, { query: {} })).toBe('/api/library/contents/');
  });

  it("keep the spec's trailing slash and need no input when nothing is required", () => {
    expect(endpointUrl(versionsEndpoints.history, { query: { language: 'en' } })).toBe(
      '/api/versions/?language=en',
    );
    expect(endpointUrl(usersEndpoints.me)).toBe('/api/users/me');
  });

  it('are typed by the table', () => {
    // @ts-expect-error: the path has an :id
    expect(() => endpointUrl(usersEndpoints.setLevel)).toThrow();
    // @ts-expect-error: no such parameter in the path
    expect(() => endpointUrl(usersEndpoints.setLevel, { params: { login: 'x' } })).toThrow();
  });

  it('give the prefixes writes invalidate: up to the first parameter not given, or an area', () => {
    expect(endpointPrefix(encyclopediaEndpoints.culture, { culture: 'norman' })).toBe(
      '/api/encyclopedia/norman',
    );
    expect(endpointPrefix(translationsEndpoints.history)).toBe('/api/translationsapp/history/');
    expect(groupPrefix(libraryEndpoints)).toBe('/api/library/');
    expect(groupPrefix(usersEndpoints)).toBe('/api/users/');
  });
});

describe('calling an endpoint', () => {
  it('posts the JSON body to the built URL and answers the parsed result', async () => {
    const fetchMock = stubFetch({ '/api/library/contents/7/comments/4': { body: COMMENT } });
    const params = { id: 7, commentId: 4 };
    const comment = await callEndpoint(libraryEndpoints.editComment, {
      params,
      body: { text: 'Nice' },
    });
    expect(comment).toEqual(COMMENT);
    const { init, headers } = sent(fetchMock);
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"text":"Nice"}');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('sends an empty JSON object to a call that reads no body', async () => {
    const fetchMock = stubFetch({ '/api/users/logout': { body: {} } });
    await callEndpoint(usersEndpoints.logout);
    expect(sent(fetchMock).init?.body).toBe('{}');
  });

  it('sends a multipart form as it is, the browser choosing its boundary', async () => {
    const fetchMock = stubFetch({ '/api/hof/3/avatar': { status: 500, body: {} } });
    const form = new FormData();
    form.append('avatar', new Blob(['x']), 'a.png');
    const call = callEndpoint(hofEndpoints.replaceAvatar, { params: { id: 3 }, body: form });
    await expect(call).rejects.toMatchObject({ status: 500 });
    expect(sent(fetchMock).init?.body).toBe(form);
    expect(sent(fetchMock).headers.has('Content-Type')).toBe(false);
  });

  it('takes the answer as the server shaped it, with no schema in the browser', async () => {
    // The browser's copy of the table holds each endpoint's method, path and
    // rules; the server checks requests and shapes answers with the schemas.
    expect(usersEndpoints.me).toEqual({
      access: 'member',
      method: 'GET',
      path: '/api/users/me',
      cache: 'no-store',
    });
    const values = Object.values(libraryEndpoints).flatMap((endpoint) => Object.values(endpoint));
    expect(values.filter((value) => typeof value === 'object' && '_zod' in value)).toEqual([]);
    const me = { id: 2, login: 'Kinniken', extra: 'kept' };
    stubFetch({ '/api/users/me': { body: me } });
    await expect(callEndpoint(usersEndpoints.me)).resolves.toEqual(me);
  });
});

describe('endpoint queries', () => {
  it('are keyed by their URL, so an area prefix invalidates them', async () => {
    stubFetch({ '/api/library/categories/?language=fr': { body: [{ id: 1, label: 'Maisons' }] } });
    const query = endpointQuery(libraryEndpoints.categories, { query: { language: 'fr' } });
    expect(query.queryKey).toEqual(['/api/library/categories/?language=fr']);
    expect(await queryClient.fetchQuery(query)).toEqual([{ id: 1, label: 'Maisons' }]);
    await invalidatePrefix(groupPrefix(libraryEndpoints));
    expect(queryClient.getQueryState(query.queryKey)?.isInvalidated).toBe(true);
  });
});
