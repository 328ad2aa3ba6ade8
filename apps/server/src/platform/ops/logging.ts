import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { pino } from 'pino';

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

/** The fields of an answer's access line (its request's id comes from the logger). */
export function accessLine(method: string, url: string, statusCode: number, ms: number) {
  return { method, url, statusCode, responseTime: Math.round(ms * 10) / 10 };
}

/** The access line's message, for every answer. */
export const ANSWERED = 'request completed';

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
    const line = accessLine(request.method, request.url, reply.statusCode, reply.elapsedTime);
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, ANSWERED);
  }
}

/** Where log lines go: anything that takes one line of text at a time. */
export interface LogStream {
  write(line: string): void;
}

let standardOutput: LogStream | undefined;

/**
 * The site's log lines to standard output (the file or pipe the service
 * manager gives it), written asynchronously by pino's destination with each
 * line handed over as bytes. Handed over as text instead, the destination
 * measures the whole text still waiting to be written at every line, which
 * costs more per line the slower the file is, and most when the disk is
 * busiest. One per process, shared by every app it builds: one writer per
 * file descriptor keeps the lines whole and in order. Lines still waiting are
 * written when the process exits.
 */
export function standardOutputLog(): LogStream {
  if (!standardOutput) {
    // In 'buffer' mode the destination takes bytes, which its type does not say.
    const destination = pino.destination({
      dest: 1,
      sync: false,
      contentMode: 'buffer',
    }) as unknown as { write(bytes: Buffer): boolean };
    standardOutput = { write: (line) => void destination.write(Buffer.from(line)) };
  }
  return standardOutput;
}
