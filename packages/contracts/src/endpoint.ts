import type { z } from 'zod';
import type { NoticeKind } from './notifications.ts';
import type { FollowKind } from './subjects.ts';

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

/**
 * How often an endpoint may be called, counted before its body is read and
 * shared by every site process; past it the answer is 429 with Retry-After.
 * With `account`, a member's writes: counted per account (`newAccount` for an
 * account not yet confirmed) and for all the accounts of one address together
 * (a school or a family shares one); administrators, who moderate and restore
 * in bulk, are not counted. Without it, every call, per client address.
 * Endpoints naming the same budget share its counts.
 */
export interface EndpointBudget {
  readonly name: string;
  /** The window, in seconds. */
  readonly seconds: number;
  readonly address: number;
  readonly account?: number;
  readonly newAccount?: number;
}

/**
 * What a success of a write does to a subject members may follow
 * (`library:12`, `culture:norman`, `language:fr`): what happened, and the
 * path parameter that names the subject's key.
 */
export interface EndpointNotice {
  readonly kind: NoticeKind;
  readonly subject: FollowKind;
  readonly param: string;
}

/** What the server does around an endpoint's handler, beside checking who calls it. */
export interface EndpointRules {
  /** Its budget; none for reads the cached answers absorb and for administrators' calls. */
  readonly budget?: EndpointBudget;
  /**
   * The topics a success of a write changes (cached answers and pages of those
   * topics are dropped on every process), when its path's own topic (the first
   * segment after /api/) does not say it all. false for a write whose change
   * may show late: a counter every visit moves, which would otherwise drop
   * every cached page of its area at every visit.
   */
  readonly announces?: false | readonly string[];
  /**
   * The topics a cached answer of a read is dropped by, when not only its
   * path's own (a search across areas reads several).
   */
  readonly reads?: readonly string[];
  /** The notice a success sends to the subject's followers. */
  readonly notifies?: EndpointNotice;
  /**
   * 'no-store' for an answer that is personal or single-use (an account, its
   * notifications, an administrator's queue, a captcha): no cache keeps it,
   * refusals included. Without it, an answer that does not depend on who asks
   * is kept 10 s by the server and by caches, until a write of a topic it
   * reads; one that does is private to its asker.
   */
  readonly cache?: 'no-store';
}

/** One call of the API, as both the server's route and the web's caller see it. */
export interface Endpoint<
  M extends EndpointMethod = EndpointMethod,
  P extends EndpointPath = EndpointPath,
  Params extends z.ZodObject | undefined = z.ZodObject | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends EndpointBody | undefined = EndpointBody | undefined,
  Response extends z.ZodType | undefined = z.ZodType | undefined,
> extends EndpointRules {
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
>(
  definition: EndpointRules & {
    method: M;
    path: P;
    access: EndpointAccess;
    params?: Params;
    query?: Query;
    body?: Body;
    response?: Response;
  },
): Endpoint<M, P, Params, Query, Body, Response> {
  const { params, query, body, response } = definition;
  return { ...definition, params, query, body, response } as Endpoint<
    M,
    P,
    Params,
    Query,
    Body,
    Response
  >;
}

/** The endpoints of an area whose every answer is personal or single-use: none is ever stored. */
export function neverStored<T extends object>(endpoints: T): T {
  return Object.fromEntries(
    Object.entries(endpoints).map(([name, e]) => [name, { ...e, cache: 'no-store' }]),
  ) as T;
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
