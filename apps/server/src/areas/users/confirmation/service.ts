import {
  isConfirmed,
  type ConfirmationQueue,
  type ConfirmationRequest,
  type ConfirmationState,
  type MyConfirmation,
} from '@millenaire/contracts';
import type { SiteLanguage } from '@millenaire/contracts/common';
import type { Actor } from '../../../platform/http/auth.ts';
import { AppError, notFound } from '../../../platform/http/errors.ts';
import type { DescribedSubject, FollowSource } from '../../../platform/cache/writes.ts';
import type { UsersDeps } from '../deps.ts';
import { ensureCanChangeLevel, ensureLoggedIn } from '../policy.ts';
import * as users from '../repository.ts';
import * as repo from './repository.ts';

/** Open requests the administrators' queue shows at most at once. */
const QUEUE_LIMIT = 200;

/** The largest id an integer column holds on PostgreSQL: a larger key names no request. */
const MAX_ID = 2 ** 31 - 1;

const subjectOf = (id: number) => `confirmation:${id}`;

/** The member's latest request to be confirmed, or null when they never asked. */
export async function myConfirmation(
  { db }: UsersDeps,
  viewer: Actor | null,
): Promise<MyConfirmation> {
  ensureLoggedIn(viewer);
  const row = await repo.findLatestRequest(db, viewer.id);
  return { request: row ? repo.toRequest(row) : null };
}

/**
 * A member who is not confirmed asks the administrators to confirm them;
 * asking again while a request is open changes nothing. The administrators
 * are told in their notifications.
 */
export async function requestConfirmation(
  deps: UsersDeps,
  viewer: Actor | null,
): Promise<MyConfirmation> {
  ensureLoggedIn(viewer);
  if (isConfirmed(viewer.level)) throw new AppError(409, 'CONFLICT');
  const opened = await repo.insertRequest(deps.db, viewer.id, deps.clock.now().toISOString());
  const row = (await repo.findLatestRequest(deps.db, viewer.id))!;
  if (opened) {
    await deps.notices.publish({
      subject: subjectOf(row.id),
      kind: 'confirmation',
      actorId: viewer.id,
    });
  }
  return { request: repo.toRequest(row) };
}

export async function listConfirmationQueue(
  { db }: UsersDeps,
  viewer: Actor | null,
): Promise<ConfirmationQueue> {
  ensureCanChangeLevel(viewer);
  return { requests: (await repo.listOpenRequests(db, QUEUE_LIMIT)).map(repo.toRequest) };
}

/**
 * An administrator approves (the account becomes confirmed, unless it is an
 * administrator by now) or declines an open request; its member is told.
 * Two administrators deciding at once: the second is told CONFLICT.
 */
export async function decideConfirmation(
  deps: UsersDeps,
  viewer: Actor | null,
  id: number,
  approve: boolean,
): Promise<ConfirmationRequest> {
  ensureCanChangeLevel(viewer);
  const decided = await deps.db.transaction().execute(async (trx) => {
    const [row] = await repo.findRequests(trx, [id]);
    if (!row) throw notFound();
    const state: ConfirmationState = approve ? 'approved' : 'declined';
    const at = deps.clock.now().toISOString();
    if (!(await repo.decideRequest(trx, id, { state, by: viewer.id, at }))) {
      throw new AppError(409, 'CONFLICT');
    }
    const account = await users.findUserById(trx, row.user_id);
    if (approve && account?.accountlevel === 'new') {
      await users.updateLevel(trx, row.user_id, 'confirmed');
    }
    await deps.notices.publish(
      { subject: subjectOf(id), kind: 'confirmation', actorId: viewer.id },
      trx,
    );
    return (await repo.findRequests(trx, [id]))[0]!;
  });
  return repo.toRequest(decided);
}

const STATES: Record<SiteLanguage, Record<ConfirmationState, string>> = {
  en: { open: 'waiting for a decision', approved: 'approved', declined: 'declined' },
  fr: { open: 'en attente d’une décision', approved: 'acceptée', declined: 'refusée' },
};

/** Where a request's notification leads: the queue while it is open, then the member's account. */
const PATHS: Record<ConfirmationState, string> = {
  open: '/user/admin',
  approved: '/user/passwordchange',
  declined: '/user/passwordchange',
};

/**
 * Requests as notifications name them: who asked and what became of it.
 * While a request is open the administrators hear of it; once decided, its
 * member does.
 */
export function confirmationNotices(deps: Pick<UsersDeps, 'db'>): FollowSource {
  const ids = (keys: readonly string[]) =>
    keys
      .filter((key) => /^[1-9][0-9]{0,9}$/.test(key))
      .map(Number)
      .filter((id) => id <= MAX_ID);
  return {
    kind: 'confirmation',
    async describe(keys, language) {
      const rows = await repo.findRequests(deps.db, ids(keys));
      return new Map(
        rows.map((row): [string, DescribedSubject] => [
          String(row.id),
          {
            title: `${row.login} (${STATES[language][row.state as ConfirmationState]})`,
            path: PATHS[row.state as ConfirmationState],
          },
        ]),
      );
    },
    async owners(key) {
      const [row] = await repo.findRequests(deps.db, ids([key]));
      if (!row) return [];
      return row.state === 'open' ? repo.listActiveAdminIds(deps.db) : [row.user_id];
    },
  };
}
