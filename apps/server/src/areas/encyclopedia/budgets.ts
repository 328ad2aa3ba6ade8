import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { isAdmin, isConfirmed } from '@millenaire/contracts';
import { refuse } from '../../infra/rate-limits.ts';
import type { Budget } from './deps.ts';

/**
 * A hook counting one write against the account's budget (a new account's is
 * tighter) and the address's, before its body is read: an upload is refused
 * before a byte of it is stored. Over either, 429 with Retry-After. Nobody is
 * not counted (the service answers 401 at once), nor are administrators, who
 * restore in bulk after vandalism.
 */
export function spends(budget: Budget): onRequestAsyncHookHandler {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const viewer = await request.actor();
    if (!viewer || isAdmin(viewer.level)) return;
    const account = isConfirmed(viewer.level) ? budget.trustedAccount : budget.newAccount;
    const key = `user:${viewer.id}`;
    if (!(await account.take(key))) await refuse(account, key, reply);
    if (!(await budget.address.take(request.ip))) await refuse(budget.address, request.ip, reply);
  };
}
