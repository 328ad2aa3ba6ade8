import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';

/** The header carrying a request's id, read from the client and always answered. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** An id a client or a proxy may give: short, and safe in a log line or a header. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The request's id, on each of its log lines (`reqId`) and in its answer's
 * X-Request-Id header: the one the reverse proxy (or the client) sent when it
 * is short and safe, so a request can be followed from the proxy's log into
 * the site's, otherwise a new one.
 */
export function requestIdOf(raw: IncomingMessage): string {
  const given = raw.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** Fastify's options giving every request its id; its log lines carry it as `reqId`. */
export const REQUEST_ID_OPTIONS = {
  genReqId: requestIdOf,
  // Read by requestIdOf, which checks it: Fastify would take any value as it is.
  requestIdHeader: false,
} as const;

/** Repeats the request's id in its answer. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}

/**
 * One access-log line per request (method, path, status, time) instead of
 * Fastify's two, which halves the logging cost of every small API answer.
 * The request's arrival is logged only at debug level.
 */
export class AccessLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
