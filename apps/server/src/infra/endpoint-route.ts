import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  onRequestAsyncHookHandler,
  onRequestHookHandler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { isAdmin, isConfirmed } from '@millenaire/contracts';
import type { Endpoint, EndpointAccess } from '@millenaire/contracts/endpoint';
import type { Actor } from './auth.ts';
import { authorize } from './policy.ts';
import { budgetHook } from './rate-limits.ts';

type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * The Fastify schema of an endpoint: what its route validates (multipart
 * bodies are read part by part, so they have none) and how a 200 is serialized.
 */
export interface EndpointSchema<E extends Endpoint> {
  params: E['params'];
  querystring: E['query'];
  body: E['body'] extends z.ZodType ? E['body'] : undefined;
  response: E['response'] extends z.ZodType ? { 200: E['response'] } : undefined;
}

const allows: Record<Exclude<EndpointAccess, 'anyone'>, (viewer: Actor | null) => boolean> = {
  member: (viewer) => viewer !== null,
  confirmed: (viewer) => isConfirmed(viewer?.level),
  admin: (viewer) => isAdmin(viewer?.level),
};

/**
 * The check of a route's access, as its first onRequest hook: before the body
 * is read (a multipart upload included) or validated, and before any budget
 * is spent, so a visitor who may not call the route learns only that (401 or
 * 403), never what a valid body would look like. Public routes get no hook:
 * their answers must not depend on who asks, or they could not be kept.
 */
function accessHook(access: Exclude<EndpointAccess, 'anyone'>): onRequestAsyncHookHandler {
  return async (request: FastifyRequest) => {
    const viewer = await request.actor();
    authorize(viewer, allows[access](viewer));
  };
}

type Options<E extends Endpoint> = Omit<
  RouteShorthandOptions<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    EndpointSchema<E>,
    ZodTypeProvider
  >,
  'schema'
> & {
  handler: RouteHandlerMethod<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    EndpointSchema<E>,
    ZodTypeProvider
  >;
};

// The translation centre's archives are served under '/api//translationsapp'
// too (the spec's client doubles the slash): the same endpoint, so slashes
// are compared single.
const singleSlashes = (path: string) => path.replace(/\/{2,}/g, '/');

/**
 * Where to register an endpoint inside a plugin registered under `prefix`:
 * its path below the prefix. Fastify ignores trailing slashes here, so the
 * spec's are left out; the prefix's own path is '/'.
 */
export function pathBelow(prefix: string, path: string): string {
  const base = singleSlashes(prefix).replace(/\/$/, '');
  const full = singleSlashes(path);
  if (full !== base && !full.startsWith(`${base}/`)) {
    throw new Error(`${path} is not under the prefix '${prefix}' it is registered in`);
  }
  const below = full.slice(base.length).replace(/(.)\/$/, '$1');
  return below === '' ? '/' : below;
}

function schemaOf<E extends Endpoint>({ params, query, body, response }: E): EndpointSchema<E> {
  const schema: Record<string, unknown> = {};
  if (params) schema.params = params;
  if (query) schema.querystring = query;
  if (body && !('kind' in body)) schema.body = body;
  if (response) schema.response = { 200: response };
  return schema as unknown as EndpointSchema<E>;
}

/**
 * Registers the route of an endpoint of the contracts' table: its method, its
 * path (relative to the plugin's prefix, whatever that is) and its schemas,
 * so the handler's request and answer are typed by the table, behind the
 * check of who may call it (`access`) and its budget (`budget`). The route
 * carries its endpoint in its config, where the write hook reads what a
 * success announces and notifies (infra/writes.ts) and the API cache what a
 * cached answer reads (infra/api-cache.ts).
 */
export function endpointRoute<E extends Endpoint>(
  app: ZodApp,
  endpoint: E,
  options: Options<E>,
): void {
  const { access, budget } = endpoint;
  const onRequest = [
    ...(access === 'anyone' ? [] : [accessHook(access)]),
    ...(budget ? [budgetHook(app, budget)] : []),
    ...(options.onRequest === undefined ? [] : [options.onRequest].flat()),
  ];
  app.route({
    ...options,
    ...(onRequest.length > 0 ? { onRequest: onRequest as onRequestHookHandler[] } : {}),
    config: { ...options.config, endpoint },
    method: endpoint.method,
    url: pathBelow(app.prefix, endpoint.path),
    schema: schemaOf(endpoint),
  });
}
