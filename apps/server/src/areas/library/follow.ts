import type { FastifyRequest } from 'fastify';
import { parseId } from '@millenaire/contracts/common';
import { subjectOf } from '@millenaire/contracts/notifications';
import type { FollowSource } from '../../platform/cache/writes.ts';
import type { LibraryDeps } from './deps.ts';
import { isSuspended } from './repository.ts';

/**
 * Library contents as members follow them: the ones everyone sees
 * (confirmed, not hidden, their author not suspended), by their title; their
 * author hears of the comments on them without following.
 */
export function libraryFollows({ db }: LibraryDeps): FollowSource {
  return {
    kind: 'library',
    async describe(keys) {
      const ids = keys.map(parseId).filter((id) => id !== null);
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('library_contents as c')
        .select(['c.id', 'c.title'])
        .where('c.id', 'in', ids)
        .where('c.confirmed', '=', 1)
        .where('c.hidden_at', 'is', null)
        .where((eb) => eb.not(isSuspended('c.author_id')))
        .execute();
      return new Map(
        rows.map((row) => [String(row.id), { title: row.title, path: `/library/${row.id}` }]),
      );
    },
    async owners(key) {
      const id = parseId(key);
      if (id === null) return [];
      const row = await db
        .selectFrom('library_contents')
        .select('author_id')
        .where('id', '=', id)
        .executeTakeFirst();
      return row?.author_id ? [row.author_id] : [];
    },
  };
}

/** The followed subject of a call on one content (`/api/library/contents/:id/...`). */
export const contentSubject = (request: FastifyRequest): string =>
  subjectOf('library', (request.params as { id: number }).id);
