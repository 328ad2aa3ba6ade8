import type { FastifyRequest } from 'fastify';
import { subjectOf } from '@millenaire/contracts/notifications';
import type { FollowSource } from '../../platform/cache/writes.ts';
import type { TranslationsDeps } from './deps.ts';

/**
 * Translation languages as members follow them: by their name in the page's
 * language, each leading to the centre's overview of that language.
 */
export function languageFollows({ db }: TranslationsDeps): FollowSource {
  return {
    kind: 'language',
    async describe(keys, language) {
      if (keys.length === 0) return new Map();
      const rows = await db
        .selectFrom('languages')
        .select(['code', 'name_en', 'name_fr'])
        .where('code', 'in', keys)
        .execute();
      return new Map(
        rows.map((row) => [
          row.code,
          {
            title: language === 'fr' ? row.name_fr : row.name_en,
            path: `/translationcentre?${new URLSearchParams({ translation: row.code }).toString()}`,
          },
        ]),
      );
    },
  };
}

/** The followed language of a write on one of its files (`/api/translationsapp/.../:language/...`). */
export const languageSubject = (request: FastifyRequest): string =>
  subjectOf('language', (request.params as { language: string }).language);
