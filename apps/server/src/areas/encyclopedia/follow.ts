import type { FastifyRequest } from 'fastify';
import { subjectOf } from '@millenaire/contracts/notifications';
import { entryPath } from '@millenaire/contracts/encyclopedia';
import type { FollowSource } from '../../platform/cache/writes.ts';
import type { EncyclopediaDeps } from './deps.ts';

/** Cultures as members follow them: by their name in the language (English when it has none). */
export function cultureFollows({ db }: EncyclopediaDeps): FollowSource {
  return {
    kind: 'culture',
    async describe(keys, language) {
      if (keys.length === 0) return new Map();
      const rows = await db
        .selectFrom('encyclopedia_entries')
        .select(['culture', 'language', 'label'])
        .where('type', '=', 'cultures')
        .where('culture', 'in', keys)
        .whereRef('itemkey', '=', 'culture')
        .where('language', 'in', [...new Set([language, 'en'])])
        .execute();
      const found = new Map<string, { title: string; path: string }>();
      for (const row of rows) {
        if (!row.label || (found.has(row.culture) && row.language !== language)) continue;
        found.set(row.culture, { title: row.label, path: entryPath(row.culture, 'cultures', '') });
      }
      return found;
    },
  };
}

/** The followed culture of a write on one of its entries (`/api/encyclopedia/:culture/...`). */
export const cultureSubject = (request: FastifyRequest): string =>
  subjectOf('culture', (request.params as { culture: string }).culture);
