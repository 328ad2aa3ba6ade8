import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { isMessageKey, type MessageKey } from '@millenaire/contracts/errors';
import { i18n } from './i18n';
import { notifyError } from './notify';
import { invalidatePrefix } from './query-client';

// Writes and session changes invalidate through the one function of the query client.
export { invalidatePrefix };

/**
 * A call answered outside 200-299; `message` is the server's key or raw text,
 * `field` the payload field an INVALID_INPUT refusal names, if any.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/*
 * Per-call options, always the last argument:
 *   apiGet(url, { notify })
 *   apiPost(url, body, { invalidate, notify })
 *   urlQuery<Answer>(url, { cache, notify })
 * Defaults keep the site's usual behaviour: failures shown, answers cached.
 */

export interface RequestOptions {
  /**
   * false: a failure is logged with console.error instead of shown in a red
   * notification; it still fails with ApiError. The spec only logs failed writes
   * in the encyclopedia, the library and the translation save.
   */
  notify?: boolean;
  /**
   * Refusals the page tells on its own field in words of its own: no
   * notification says them again, in other words. Other failures are shown.
   */
  quiet?: readonly MessageKey[];
}

export interface WriteOptions extends RequestOptions {
  /** URL prefixes whose cached GETs are refetched once the write succeeded. */
  invalidate?: string[];
}

export interface UrlQueryOptions extends RequestOptions {
  /**
   * false: the answer is never served from the cache. It is fetched again each
   * time a screen using it mounts and dropped when the last one unmounts, for
   * answers that must always be current, such as an edit page's history.
   */
  cache?: boolean;
}

/** Turns a server message into what the user reads: known keys are translated. */
export function messageText(message: string): string {
  return isMessageKey(message) ? i18n.t(`errors.${message}`) : message;
}

function requestHeaders(json: boolean, token: string | null): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  if (json) headers.set('Content-Type', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

/** Whom the calls are made for: the session's part in them. */
export interface TokenProvider {
  /** The login token the calls carry, null for none. */
  token(): string | null;
  /**
   * The server refused the token a call carried (401): the session ended
   * elsewhere, or the token is outdated. Answers true when the user has been
   * told the session is over, so the call's own refusal is not shown too.
   */
  refused(url: string): Promise<boolean>;
}

let tokens: TokenProvider = { token: () => null, refused: async () => false };

/** Given once by the sessions (shared/auth/session-check): until then calls carry no token. */
export function setTokenProvider(provider: TokenProvider): void {
  tokens = provider;
}

interface Refusal {
  message: string;
  field?: string;
}

function refusalOf(body: unknown): Refusal {
  if (typeof body !== 'object' || body === null || !('message' in body)) {
    return { message: 'UNKNOWN_ERROR' };
  }
  const message = typeof body.message === 'string' && body.message !== '' ? body.message : '';
  const field = 'field' in body && typeof body.field === 'string' ? body.field : undefined;
  return message === '' ? { message: 'UNKNOWN_ERROR' } : { message, field };
}

async function readRefusal(response: Answer): Promise<Refusal> {
  try {
    return refusalOf(JSON.parse(await response.text()));
  } catch {
    // A body that is not JSON carries no message key.
    return { message: 'UNKNOWN_ERROR' };
  }
}

/**
 * What the client reads of an API answer: the browser's `Response` has it,
 * and so has the server renderer's in-process answer, which is no stream.
 */
export interface Answer {
  ok: boolean;
  status: number;
  text(): Promise<string>;
}

/**
 * How the calls of one query client reach the API. The browser's is `fetch`
 * with the visitor's token; the server renderer gives its own, which asks the
 * API in-process, sends no token (a rendered page is the same for everyone)
 * and shows nothing: a failure only leaves the query in error.
 */
export interface Transport {
  fetch: (url: string, init: RequestInit) => Promise<Answer>;
  /** No token, no notification, no console message. */
  anonymous: boolean;
}

const BROWSER: Transport = { fetch: (url, init) => fetch(url, init), anonymous: false };
const transports = new WeakMap<QueryClient, Transport>();

/** Gives a query client its own transport (the server renderer's). */
export function setTransport(client: QueryClient, transport: Transport): void {
  transports.set(client, transport);
}

interface Call {
  url: string;
  init: RequestInit;
  json: boolean;
  options: RequestOptions;
  transport?: Transport;
}

/** `told`: the user already knows, in words that fit better (the session's end). */
function fail(call: Call, status: number, { message, field }: Refusal, told = false): never {
  const quiet =
    told ||
    call.transport?.anonymous === true ||
    call.options.quiet?.some((key) => key === message) === true;
  if (!quiet && call.options.notify === false) {
    console.error(`${call.init.method ?? 'GET'} ${call.url} failed: ${status} ${message}`);
  } else if (!quiet) {
    notifyError(messageText(message));
  }
  throw new ApiError(status, message, field);
}

async function readBody(call: Call, response: Answer): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return fail(call, response.status, { message: 'UNKNOWN_ERROR' });
  }
}

async function request(call: Call): Promise<unknown> {
  let response: Answer;
  const transport = call.transport ?? BROWSER;
  const token = transport.anonymous ? null : tokens.token();
  try {
    const headers = requestHeaders(call.json, token);
    response = await transport.fetch(call.url, { ...call.init, headers });
  } catch {
    return fail(call, 0, { message: 'UNKNOWN_ERROR' });
  }
  if (!response.ok) {
    const refusal = await readRefusal(response);
    // 401 is "nobody": the server no longer takes our token (a logout elsewhere,
    // a password change). A refusal of what the account may do is a 403.
    const refused = response.status === 401 && refusal.message === 'UNAUTHORIZED';
    const told = refused && token !== null && (await tokens.refused(call.url));
    return fail(call, response.status, refusal, told);
  }
  return readBody(call, response);
}

export function apiGet(
  url: string,
  options: RequestOptions = {},
  transport?: Transport,
): Promise<unknown> {
  // Revalidated every time (a 304 costs a few bytes): the server lets caches
  // keep public answers for a few seconds, but a visitor who just wrote
  // something must read it back at once.
  return request({
    url,
    init: { method: 'GET', cache: 'no-cache' },
    json: false,
    options,
    transport,
  });
}

// Kept as constants so every uncached query carries the very same options.
const UNCACHED = { staleTime: 0, gcTime: 0, refetchOnMount: 'always' } as const;

/**
 * Query options for a GET: the URL is the whole cache key, so two screens
 * asking for the same URL share one answer, typed as `T` (the server shaped
 * it with the contracts' schema).
 */
export function urlQuery<T>(url: string, { cache = true, ...options }: UrlQueryOptions = {}) {
  return queryOptions({
    queryKey: [url],
    queryFn: async ({ client }) => (await apiGet(url, options, transports.get(client))) as T,
    ...(cache ? {} : UNCACHED),
  });
}

async function write(url: string, init: RequestInit, json: boolean, options: WriteOptions) {
  const { invalidate = [], ...rest } = options;
  const body = await request({ url, init: { ...init, method: 'POST' }, json, options: rest });
  await Promise.all(invalidate.map(invalidatePrefix));
  return body;
}

/** POST a JSON body, then invalidate the cached GETs under each `invalidate` prefix. */
export function apiPost(url: string, body: unknown, options: WriteOptions = {}): Promise<unknown> {
  return write(url, { body: JSON.stringify(body) }, true, options);
}

/** POST a multipart form; the browser sets its boundary. */
export function apiPostMultipart(
  url: string,
  form: FormData,
  options: WriteOptions = {},
): Promise<unknown> {
  return write(url, { body: form }, false, options);
}
