import { queryOptions } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { isMessageKey } from '@millenaire/contracts';
import { clearToken, readToken } from './auth/session';
import { i18n } from './i18n';
import { queryClient } from './query-client';

/** A call answered outside 200-299; `message` is the server's key or raw text. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Turns a server message into what the user reads: known keys are translated. */
export function messageText(message: string): string {
  return isMessageKey(message) ? i18n.t(`errors.${message}`) : message;
}

function requestHeaders(json: boolean): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  if (json) headers.set('Content-Type', 'application/json');
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

async function errorMessage(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null && 'message' in body) {
      const { message } = body;
      if (typeof message === 'string' && message !== '') return message;
    }
  } catch {
    // A body that is not JSON carries no message key.
  }
  return 'UNKNOWN_ERROR';
}

function fail(status: number, message: string): never {
  notifications.show({ color: 'red', message: messageText(message) });
  throw new ApiError(status, message);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return fail(response.status, 'UNKNOWN_ERROR');
  }
}

async function request(url: string, init: RequestInit, json = false): Promise<unknown> {
  let response: Response;
  const headers = requestHeaders(json);
  try {
    response = await fetch(url, { ...init, headers });
  } catch {
    return fail(0, 'UNKNOWN_ERROR');
  }
  if (!response.ok) {
    const message = await errorMessage(response);
    // The server no longer takes our token (password or level changed, or the
    // session ended elsewhere): stop showing a logged-in site that cannot act.
    if (response.status === 401 && message === 'UNAUTHORIZED' && headers.has('Authorization')) {
      clearToken();
      // Answers cached for the ended session may differ for a visitor.
      void invalidatePrefix('/api/');
    }
    return fail(response.status, message);
  }
  return readBody(response);
}

export function apiGet(url: string): Promise<unknown> {
  return request(url, { method: 'GET' });
}

/**
 * Query options for a GET: the URL is the whole cache key, so two screens
 * asking for the same URL share one answer. `parse` checks the contract.
 */
export function urlQuery<T>(url: string, parse: (data: unknown) => T) {
  return queryOptions({
    queryKey: [url],
    queryFn: async () => parse(await apiGet(url)),
  });
}

/** Invalidates every cached GET whose URL starts with `prefix`. */
export function invalidatePrefix(prefix: string): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const [url] = query.queryKey;
      return typeof url === 'string' && url.startsWith(prefix);
    },
  });
}

async function write(url: string, init: RequestInit, json: boolean, invalidate: string[]) {
  const body = await request(url, { ...init, method: 'POST' }, json);
  await Promise.all(invalidate.map(invalidatePrefix));
  return body;
}

/** POST a JSON body, then invalidate the cached GETs under each prefix. */
export function apiPost(url: string, body: unknown, invalidate: string[] = []): Promise<unknown> {
  return write(url, { body: JSON.stringify(body) }, true, invalidate);
}

/** POST a multipart form; the browser sets its boundary. */
export function apiPostMultipart(
  url: string,
  form: FormData,
  invalidate: string[] = [],
): Promise<unknown> {
  return write(url, { body: form }, false, invalidate);
}
