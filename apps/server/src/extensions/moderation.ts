import fp from 'fastify-plugin';
import type { Actor } from '../platform/http/auth.ts';

/** What an administrator's rollback asks of an area. */
export interface RollbackRequest {
  /** The account whose edits are undone. */
  accountId: number;
  /** ISO 8601, UTC: every edit made at or after this time is undone. */
  since: string;
  /** The administrator doing it: the undo is recorded in their name. */
  by: Actor;
}

/**
 * What an area lets an administrator undo of one account in one action: its
 * edits since a time, each put back to what it was before (and recorded in the
 * area's history like any edit, so the rollback itself can be undone).
 * Answers how many edits it undid.
 */
export interface ModerationPart {
  area: string;
  rollback(request: RollbackRequest): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every area's part in undoing an account's edits. */
    moderation: {
      rollback(request: RollbackRequest): Promise<Record<string, number>>;
    };
  }
}

/** Decorates `app.moderation` with the areas' parts (the app's list of areas names them). */
export const moderationPlugin = fp<{ parts: readonly ModerationPart[] }>(
  async (app, { parts }) => {
    app.decorate('moderation', {
      async rollback(request: RollbackRequest) {
        const undone: Record<string, number> = {};
        // One area after the other: each writes its own history.
        for (const part of parts) undone[part.area] = await part.rollback(request);
        return undone;
      },
    });
  },
  { name: 'moderation' },
);
