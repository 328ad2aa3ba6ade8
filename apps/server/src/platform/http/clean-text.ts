import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isCleanText, uncleanTextAt } from '@millenaire/contracts/text';
import { AppError } from './errors.ts';

function refuseUnclean(value: unknown, where: string): void {
  const at = uncleanTextAt(value);
  if (at !== null) throw new AppError(400, 'INVALID_INPUT', at === '' ? where : at);
}

/**
 * The site's text rule (packages/contracts/src/text.ts) at the edge, for
 * every route: the address's path parameters and query before the body is
 * even read, then a JSON body once parsed. Each field's own schema adds its
 * finer rule (single lines, lengths, NFC); this makes sure no route, however
 * new, lets a NUL, a lone surrogate or a control character reach a database,
 * a log or a language file. Form fields are checked where they are read
 * (platform/storage/uploads.ts), with `assertCleanField`.
 */
export function registerCleanText(app: FastifyInstance): void {
  // Callback hooks, not async ones: no promise for every request (a refusal
  // thrown here reaches the error handler all the same).
  app.addHook('onRequest', (request: FastifyRequest, _reply, done) => {
    refuseUnclean(request.params, 'params');
    refuseUnclean(request.query, 'query');
    done();
  });
  app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    refuseUnclean(request.body, 'body');
    done();
  });
}

/** A form field's value under the same rule. */
export function assertCleanField(name: string, value: string): string {
  if (!isCleanText(value)) throw new AppError(400, 'INVALID_INPUT', name);
  return value;
}
