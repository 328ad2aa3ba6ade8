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
  // What runs before the handler and what the route carries come from the endpoint alone.
  'schema' | 'onRequest' | 'config'
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

/**
 * Where an endpoint's route is registered: its path with its trailing slash
 * left to Fastify (which ignores it) and, where the spec's client doubles a
 * slash (the translation centre's archives, '/api//translationsapp/...'),
 * both that path and the one with single slashes.
 */
export function routePaths(path: string): string[] {
  const written = path.replace(/(.)\/$/, '$1');
  const single = written.replace(/\/{2,}/g, '/');
  return single === written ? [written] : [single, written];
}

/** Marks a personal or single-use answer as never stored, refusals included. */
const noStore: onRequestAsyncHookHandler = async (_request, reply) => {
  reply.header('cache-control', 'no-store');
};

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
 * whole path (area plugins are registered without a prefix) and its schemas,
 * so the handler's request and answer are typed by the table, behind the
 * check of who may call it (`access`) and its budget (`budget`). The route
 * carries its endpoint in its config, where the write hook reads what a
 * success announces and notifies (platform/cache/writes.ts) and the API cache what a
 * cached answer reads (platform/cache/api-cache.ts).
 */
export function endpointRoute<E extends Endpoint>(
  app: ZodApp,
  endpoint: E,
  options: Options<E>,
): void {
  const { access, budget } = endpoint;
  const onRequest = [
    ...(endpoint.cache === 'no-store' ? [noStore] : []),
    ...(access === 'anyone' ? [] : [accessHook(access)]),
    ...(budget ? [budgetHook(app, budget)] : []),
  ];
  // The endpoint's path is whole: a prefix would move it where no client calls.
  if (app.prefix !== '') throw new Error(`${endpoint.path} is registered under ${app.prefix}`);
  for (const url of routePaths(endpoint.path)) {
    app.route({
      ...options,
      ...(onRequest.length > 0 ? { onRequest: onRequest as onRequestHookHandler[] } : {}),
      config: { endpoint },
      method: endpoint.method,
      url,
      schema: schemaOf(endpoint),
    });
  }
}
