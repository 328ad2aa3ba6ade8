import {
  type Endpoint,
  type EndpointAnswer,
  type EndpointJsonBody,
  type EndpointQuery,
  type MultipartBody,
  type MultipartOrJsonBody,
  type PathParamNames,
} from '@millenaire/contracts/endpoint';
import {
  apiGet,
  apiPost,
  apiPostMultipart,
  urlQuery,
  type RequestOptions,
  type UrlQueryOptions,
  type WriteOptions,
} from '../api-client';

/*
 * One typed caller for every endpoint of the contracts' table:
 *   callEndpoint(libraryEndpoints.editComment, { params: { id, commentId }, body: { text } }, { invalidate })
 *   endpointQuery(versionsEndpoints.history, { query: { language } })
 * The URL is built from the endpoint's path, so a path changed in the table
 * changes every caller, and a parameter renamed there fails to compile here.
 */

type PathValue = string | number;
export type PathParams<E extends Endpoint> = Record<PathParamNames<E['path']>, PathValue>;

type ParamsInput<E extends Endpoint> = [PathParamNames<E['path']>] extends [never]
  ? { params?: undefined }
  : { params: PathParams<E> };

type QueryInput<E extends Endpoint> = E['query'] extends undefined
  ? { query?: undefined }
  : object extends EndpointQuery<E>
    ? { query?: EndpointQuery<E> }
    : { query: EndpointQuery<E> };

type BodyInput<E extends Endpoint> = E['body'] extends MultipartBody
  ? { body: FormData }
  : E['body'] extends MultipartOrJsonBody
    ? { body: FormData | EndpointJsonBody<E> }
    : E['body'] extends undefined
      ? { body?: undefined }
      : { body: EndpointJsonBody<E> };

/** What a call sends: the path's parameters, the query and the body, each as the table types it. */
export type EndpointInput<E extends Endpoint> = ParamsInput<E> & QueryInput<E> & BodyInput<E>;

type OptionsOf<E extends Endpoint> = E['method'] extends 'GET' ? RequestOptions : WriteOptions;

/** The input may be left out when nothing in it is required. */
type Args<E extends Endpoint, O> =
  object extends EndpointInput<E>
    ? [input?: EndpointInput<E>, options?: O]
    : [input: EndpointInput<E>, options?: O];

function fillPath(path: string, params: Partial<Record<string, PathValue>>, cut: boolean): string {
  const segments: string[] = [];
  for (const segment of path.split('/')) {
    if (!segment.startsWith(':')) {
      segments.push(segment);
      continue;
    }
    const value = params[segment.slice(1)];
    if (value === undefined && cut) return `${segments.join('/')}/`;
    if (value === undefined) throw new Error(`${path}: no value for ${segment}`);
    segments.push(encodeURIComponent(String(value)));
  }
  return segments.join('/');
}

function queryString(query: object | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.append(key, String(value));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/** The URL of a call: each parameter encoded as one segment, the query without its undefined values. */
export function endpointUrl<E extends Endpoint>(endpoint: E, ...[input]: Args<E, never>): string {
  const { params = {}, query } = (input ?? {}) as {
    params?: Record<string, PathValue>;
    query?: object;
  };
  return fillPath(endpoint.path, params, false) + queryString(query);
}

/**
 * The URL prefix of every cached answer of an endpoint, up to its first
 * parameter not given: what a write invalidates.
 */
export function endpointPrefix<E extends Endpoint>(
  endpoint: E,
  params: Partial<PathParams<E>> = {},
): string {
  return fillPath(endpoint.path, params, true);
}

/** The path all the endpoints of a group share, segment by segment: an area's cached answers. */
export function groupPrefix(endpoints: Record<string, Endpoint>): string {
  const paths = Object.values(endpoints).map((endpoint) => endpoint.path.split('/'));
  const [first = []] = paths;
  const shared = first.findIndex((segment, i) => paths.some((path) => path[i] !== segment));
  return `${first.slice(0, shared === -1 ? first.length : shared).join('/')}/`;
}

function send(url: string, body: unknown, options: WriteOptions): Promise<unknown> {
  if (body instanceof FormData) return apiPostMultipart(url, body, options);
  // A route that reads no body still wants valid JSON when the type says JSON.
  return apiPost(url, body ?? {}, options);
}

/** Calls an endpoint: its answer is typed by the table. */
export async function callEndpoint<E extends Endpoint>(
  endpoint: E,
  ...[input, options = {}]: Args<E, OptionsOf<E>>
): Promise<EndpointAnswer<E>> {
  const url = endpointUrl(endpoint, ...([input] as Args<E, never>));
  const data =
    endpoint.method === 'GET'
      ? await apiGet(url, options)
      : await send(url, (input as { body?: unknown } | undefined)?.body, options);
  // The server shaped the answer with the endpoint's schema (its serializer):
  // the browser takes it as the table types it, without checking it again.
  return data as EndpointAnswer<E>;
}

/** TanStack Query options of a GET, keyed by its URL (so writes invalidate it by prefix). */
export function endpointQuery<E extends Endpoint<'GET'>>(
  endpoint: E,
  ...[input, options]: Args<E, UrlQueryOptions>
) {
  const url = endpointUrl(endpoint, ...([input] as Args<E, never>));
  return urlQuery<EndpointAnswer<E>>(url, options);
}
