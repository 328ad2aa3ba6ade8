import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { isAdmin } from '@millenaire/contracts';
import { refuse } from '../../infra/rate-limits.ts';
import type { Budget } from './deps.ts';

/**
 * A hook counting a member's write against a budget, per account and per
 * address, before its body is read (an upload is refused before a byte of it
 * is written). Anonymous writes are not counted: they are refused (401) as
 * cheaply. Administrators are not counted either: they moderate in bulk.
 */
export function spends(budget: Budget): onRequestAsyncHookHandler {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const viewer = await request.actor();
    if (!viewer || isAdmin(viewer.level)) return;
    const account = `user:${viewer.id}`;
    if (!(await budget.perAccount.take(account))) await refuse(budget.perAccount, account, reply);
    if (!(await budget.perAddress.take(request.ip))) {
      await refuse(budget.perAddress, request.ip, reply);
    }
  };
}
