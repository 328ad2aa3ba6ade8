import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { renderPage, stubFetch } from '@/test/render';
import { ApiError, apiGet, apiPost, invalidatePrefix, urlQuery } from './api-client';
import { TOKEN_KEY } from './auth/session';
import { i18n } from './i18n';
import { queryClient } from './query-client';

function sentHeaders(fetchMock: ReturnType<typeof stubFetch>, call = 0): Headers {
  const init = fetchMock.mock.calls[call]?.[1];
  return new Headers(init?.headers);
}

describe('api client headers', () => {
  it('asks for JSON and sends no Authorization when logged out', async () => {
    const fetchMock = stubFetch({ '/api/site': { body: {} } });
    await apiGet('/api/site');
    expect(sentHeaders(fetchMock).get('Accept')).toBe('application/json');
    expect(sentHeaders(fetchMock).has('Authorization')).toBe(false);
  });

  it('sends the stored token as a bearer', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'abc.def.ghi');
    const fetchMock = stubFetch({ '/api/site': { body: {} } });
    await apiGet('/api/site');
    expect(sentHeaders(fetchMock).get('Authorization')).toBe('Bearer abc.def.ghi');
  });
});

describe('api client and an ended session', () => {
  it('forgets a token the server no longer takes', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'abc.def.ghi');
    // The session check asks the server, which no longer takes it either.
    stubFetch({
      '/api/users/me': { status: 401, body: { message: 'UNAUTHORIZED' } },
      '/api/users/session': { status: 401, body: { message: 'UNAUTHORIZED' } },
    });
    await expect(apiGet('/api/users/me')).rejects.toBeInstanceOf(ApiError);
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('keeps the token for a refusal that is not about the session', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'abc.def.ghi');
    stubFetch({ '/api/users/1': { status: 403, body: { message: 'UNAUTHORIZED' } } });
    await expect(apiPost('/api/users/1', {})).rejects.toBeInstanceOf(ApiError);
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe('abc.def.ghi');
  });
});

describe('api client cache', () => {
  it('asks the server once per URL', async () => {
    const fetchMock = stubFetch({
      '/api/versions/?language=en': { body: ['en'] },
      '/api/versions/?language=fr': { body: ['fr'] },
    });
    const en = urlQuery('/api/versions/?language=en');
    expect(await queryClient.fetchQuery(en)).toEqual(['en']);
    expect(await queryClient.fetchQuery(en)).toEqual(['en']);
    expect(await queryClient.fetchQuery(urlQuery('/api/versions/?language=fr'))).toEqual(['fr']);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('forgets the answers under a written prefix, and only those', async () => {
    let release = '8.1.0';
    const fetchMock = stubFetch({
      '/api/versions/current?language=en': () => ({ body: { version: release } }),
      '/api/translations/?language=en': { body: [] },
      '/api/versions/': () => {
        release = '8.1.1';
        return { body: { ok: true } };
      },
    });
    const current = urlQuery('/api/versions/current?language=en');
    const translations = urlQuery('/api/translations/?language=en');
    await queryClient.fetchQuery(current);
    await queryClient.fetchQuery(translations);

    await apiPost('/api/versions/', { version: '8.1.1' }, { invalidate: ['/api/versions/'] });

    expect(await queryClient.fetchQuery(current)).toEqual({ version: '8.1.1' });
    await queryClient.fetchQuery(translations);
    const urls = fetchMock.mock.calls.map(([url]) => url.toString());
    expect(urls.filter((url) => url.startsWith('/api/versions/current'))).toHaveLength(2);
    expect(urls.filter((url) => url.startsWith('/api/translations/'))).toHaveLength(1);
  });

  it('sends writes as JSON posts', async () => {
    const fetchMock = stubFetch({ '/api/users/loginuser': { body: { token: 't' } } });
    await expect(apiPost('/api/users/loginuser', { username: 'a' })).resolves.toEqual({
      token: 't',
    });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"username":"a"}');
    expect(sentHeaders(fetchMock).get('Content-Type')).toBe('application/json');
  });

  it('invalidatePrefix leaves other URLs cached', async () => {
    stubFetch({ '/api/a/1': { body: 1 }, '/api/b/1': { body: 2 } });
    await queryClient.fetchQuery(urlQuery('/api/a/1'));
    await queryClient.fetchQuery(urlQuery('/api/b/1'));
    await invalidatePrefix('/api/a/');
    expect(queryClient.getQueryState(['/api/a/1'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['/api/b/1'])?.isInvalidated).toBe(false);
  });
});

describe('api client errors', () => {
  it('shows the translated text of a known message and fails with its key', async () => {
    renderPage(<p>page</p>);
    stubFetch({ '/api/users/createaccount/': { status: 409, body: { message: 'LOGIN_TAKEN' } } });
    const call = apiPost('/api/users/createaccount/', {});
    await expect(call).rejects.toEqual(new ApiError(409, 'LOGIN_TAKEN'));
    expect(await screen.findByText('This login is already taken.')).toBeTruthy();
  });

  it('shows the text in French on the French site', async () => {
    await i18n.changeLanguage('fr');
    renderPage(<p>page</p>);
    stubFetch({ '/api/x': { status: 401, body: { message: 'UNAUTHORIZED' } } });
    await expect(apiGet('/api/x')).rejects.toBeInstanceOf(ApiError);
    expect(await screen.findByText('Vous n’êtes pas autorisé à faire cela.')).toBeTruthy();
  });

  it('shows an unknown message as it came', async () => {
    renderPage(<p>page</p>);
    stubFetch({ '/api/x': { status: 500, body: { message: 'Disk on fire' } } });
    await expect(apiGet('/api/x')).rejects.toMatchObject({ status: 500, message: 'Disk on fire' });
    expect(await screen.findByText('Disk on fire')).toBeTruthy();
  });

  it('falls back to the unknown-error text when the body has no message', async () => {
    renderPage(<p>page</p>);
    vi.stubGlobal('fetch', async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiGet('/api/x')).rejects.toMatchObject({ status: 502 });
    expect(await screen.findByText('An unknown error has occured.')).toBeTruthy();
  });
});

describe('api client writes that are only logged', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('logs the failure instead of notifying, and still fails with the key', async () => {
    renderPage(<p>page</p>);
    stubFetch({ '/api/encyclopedia/x': { status: 409, body: { message: 'CONFLICT' } } });
    const call = apiPost('/api/encyclopedia/x', {}, { notify: false });
    await expect(call).rejects.toEqual(new ApiError(409, 'CONFLICT'));
    await act(async () => {});
    expect(screen.queryByRole('alert')).toBeNull();
    expect(console.error).toHaveBeenCalledWith('POST /api/encyclopedia/x failed: 409 CONFLICT');
  });

  it('still ends a session the server no longer takes', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'abc.def.ghi');
    stubFetch({
      '/api/library/1': { status: 401, body: { message: 'UNAUTHORIZED' } },
      '/api/users/session': { status: 401, body: { message: 'UNAUTHORIZED' } },
    });
    await expect(apiPost('/api/library/1', {}, { notify: false })).rejects.toBeInstanceOf(ApiError);
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('invalidates nothing when the write fails', async () => {
    stubFetch({
      '/api/a/1': { body: 1 },
      '/api/a/save': { status: 500, body: { message: 'UNKNOWN_ERROR' } },
    });
    await queryClient.fetchQuery(urlQuery('/api/a/1'));
    const call = apiPost('/api/a/save', {}, { invalidate: ['/api/a/'], notify: false });
    await expect(call).rejects.toBeInstanceOf(ApiError);
    expect(queryClient.getQueryState(['/api/a/1'])?.isInvalidated).toBe(false);
  });
});

function History({ url, cache }: { url: string; cache?: boolean }) {
  const query = useQuery(urlQuery(url, cache === undefined ? {} : { cache }));
  return <p>{query.data === undefined ? 'waiting' : `answer ${String(query.data)}`}</p>;
}

describe('api client answers that are never cached', () => {
  it('asks the server again each time a screen shows it, and keeps nothing after', async () => {
    let answers = 0;
    const fetchMock = stubFetch({ '/api/history/1': () => ({ body: ++answers }) });
    const first = renderPage(<History url="/api/history/1" cache={false} />);
    expect(await screen.findByText('answer 1')).toBeTruthy();
    first.unmount();
    await waitFor(() => expect(queryClient.getQueryState(['/api/history/1'])).toBeUndefined());

    renderPage(<History url="/api/history/1" cache={false} />);
    expect(await screen.findByText('answer 2')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('refetches on mount even while another screen holds the URL cached', async () => {
    let answers = 0;
    const fetchMock = stubFetch({ '/api/history/2': () => ({ body: ++answers }) });
    renderPage(<History url="/api/history/2" />);
    expect(await screen.findByText('answer 1')).toBeTruthy();
    renderPage(<History url="/api/history/2" cache={false} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });

  it('keeps the usual cache otherwise', async () => {
    const fetchMock = stubFetch({ '/api/history/3': { body: 1 } });
    const first = renderPage(<History url="/api/history/3" />);
    expect(await screen.findByText('answer 1')).toBeTruthy();
    first.unmount();
    renderPage(<History url="/api/history/3" />);
    expect(await screen.findByText('answer 1')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
