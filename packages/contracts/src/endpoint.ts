import type { z } from 'zod';

/** Where every endpoint of the site's API lives; the mod's own calls are elsewhere. */
export const API_PREFIX = '/api';

export type EndpointMethod = 'GET' | 'POST';

/**
 * A path as the spec's client writes it, `:name` for a parameter. A trailing
 * slash is kept where the spec has one: the client sends it (the answers are
 * cached under that very URL) and the server ignores it.
 */
export type EndpointPath = `${typeof API_PREFIX}/${string}`;

/** A multipart form: the route reads it part by part, so no schema checks it whole. */
export interface MultipartBody {
  readonly kind: 'multipart';
}
export const multipart: MultipartBody = { kind: 'multipart' };

/**
 * Multipart (what the spec's client sends) or JSON following `json`: the
 * service reads either kind itself, so the route validates neither.
 */
export interface MultipartOrJsonBody<S extends z.ZodType = z.ZodType> {
  readonly kind: 'multipart-or-json';
  readonly json: S;
}
export const multipartOrJson = <S extends z.ZodType>(json: S): MultipartOrJsonBody<S> => ({
  kind: 'multipart-or-json',
  json,
});

export type EndpointBody = z.ZodType | MultipartBody | MultipartOrJsonBody;

/**
 * Who may call an endpoint at all, decided from the token alone: anyone, any
 * account (member), confirmed accounts and administrators (confirmed), or
 * administrators. The server checks it before anything else the route does;
 * the route keeps its finer checks (the owner, the last administrator...).
 */
export type EndpointAccess = 'anyone' | 'member' | 'confirmed' | 'admin';

/** One call of the API, as both the server's route and the web's caller see it. */
export interface Endpoint<
  M extends EndpointMethod = EndpointMethod,
  P extends EndpointPath = EndpointPath,
  Params extends z.ZodObject | undefined = z.ZodObject | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends EndpointBody | undefined = EndpointBody | undefined,
  Response extends z.ZodType | undefined = z.ZodType | undefined,
> {
  readonly method: M;
  readonly path: P;
  readonly access: EndpointAccess;
  /** The `:name` segments, one key each. */
  readonly params: Params;
  readonly query: Query;
  /** Absent: the route reads no body (the client sends an empty JSON object). */
  readonly body: Body;
  /** The answer of a success (200); absent for answers that are not JSON or carry nothing. */
  readonly response: Response;
}

/** Declares an endpoint; the parts left out are `undefined` in its type too. */
export function endpoint<
  const M extends EndpointMethod,
  const P extends EndpointPath,
  Params extends z.ZodObject | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Body extends EndpointBody | undefined = undefined,
  Response extends z.ZodType | undefined = undefined,
>(definition: {
  method: M;
  path: P;
  access: EndpointAccess;
  params?: Params;
  query?: Query;
  body?: Body;
  response?: Response;
}): Endpoint<M, P, Params, Query, Body, Response> {
  const { method, path, access, params, query, body, response } = definition;
  return { method, path, access, params, query, body, response } as Endpoint<
    M,
    P,
    Params,
    Query,
    Body,
    Response
  >;
}

/** The names of a path's `:name` segments. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The names of a path's parameters, in order, as the runtime sees them. */
export function pathParamNames(path: string): string[] {
  return path
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));
}

/** The query a client sends, before the server's defaults and transforms. */
export type EndpointQuery<E extends Endpoint> = E['query'] extends z.ZodType
  ? z.input<E['query']>
  : undefined;

/** The JSON body a client may send: the schema's input, or the JSON of multipart-or-JSON. */
export type EndpointJsonBody<E extends Endpoint> = E['body'] extends z.ZodType
  ? z.input<E['body']>
  : E['body'] extends MultipartOrJsonBody<infer S>
    ? z.input<S>
    : undefined;

/** A success's answer as the schema reads it; nothing for answers that are not JSON. */
export type EndpointAnswer<E extends Endpoint> = E['response'] extends z.ZodType
  ? z.output<E['response']>
  : void;
