import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody, MessageKey } from '@millenaire/contracts';
import { UNKNOWN_ID } from '@millenaire/contracts/common';

/** A failure the client should see: an HTTP status and one of the message keys. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: MessageKey,
    readonly field?: string,
  ) {
    super(key);
    this.name = 'AppError';
  }
}

export const notFound = () => new AppError(404, 'NOT_FOUND');

interface ValidationIssue {
  instancePath?: string;
  message?: string;
}

function validationField(error: FastifyError): string | undefined {
  const issue = (error.validation as ValidationIssue[] | undefined)?.[0];
  const fromPath = issue?.instancePath?.replace(/^\//, '').replaceAll('/', '.');
  return fromPath || error.validationContext || undefined;
}

/**
 * The database gave up on a write because of other writes at that moment
 * (PostgreSQL: deadlock, serialization failure, lock not available; SQLite:
 * busy or locked past its wait). Nothing was written; trying again works.
 */
const CONTENTION_CODES = new Set(['40P01', '40001', '55P03']);

function isContention(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string') return false;
  return (
    CONTENTION_CODES.has(code) || code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')
  );
}

/** Maps any thrown error to the status and body the client sees. */
export function toErrorBody(error: FastifyError | AppError): { status: number; body: ErrorBody } {
  if (error instanceof AppError) {
    return {
      status: error.statusCode,
      body: error.field ? { message: error.key, field: error.field } : { message: error.key },
    };
  }
  if (error.validation) {
    const issues = error.validation as ValidationIssue[];
    if (
      error.validationContext === 'params' &&
      issues.every((issue) => issue.message === UNKNOWN_ID)
    ) {
      return { status: 404, body: { message: 'NOT_FOUND' } };
    }
    const field = validationField(error);
    return {
      status: 400,
      body: field ? { message: 'INVALID_INPUT', field } : { message: 'INVALID_INPUT' },
    };
  }
  if (isContention(error)) return { status: 503, body: { message: 'BUSY' } };
  const status = error.statusCode ?? 500;
  if (status === 413) return { status, body: { message: 'PAYLOAD_TOO_LARGE' } };
  if (status === 429) return { status, body: { message: 'RATE_LIMITED' } };
  if (status === 404) return { status, body: { message: 'NOT_FOUND' } };
  if (status === 401 || status === 403) return { status, body: { message: 'UNAUTHORIZED' } };
  if (status >= 400 && status < 500) return { status, body: { message: 'INVALID_INPUT' } };
  return { status: 500, body: { message: 'UNKNOWN_ERROR' } };
}

/** The one error handler: every failure answers `{ "message": KEY }`, never a stack or SQL. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = toErrorBody(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status, message: body.message }, 'request refused');
    if (body.message === 'BUSY') void reply.header('retry-after', '1');
    return reply.status(status).send(body);
  });
}
