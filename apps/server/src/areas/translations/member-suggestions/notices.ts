import type { SiteLanguage } from '@millenaire/contracts/common';
import type { DescribedSubject, FollowSource } from '../../../platform/cache/writes.ts';
import { COMPLETION_REFERENCE, type TranslationsDeps } from '../deps.ts';
import { findSuggestions } from './repository.ts';

const OUTCOMES: Record<SiteLanguage, Record<string, string>> = {
  en: { open: 'waiting', accepted: 'accepted', rejected: 'rejected', closed: 'closed' },
  fr: { open: 'en attente', accepted: 'acceptée', rejected: 'refusée', closed: 'close' },
};

/** French puts a no-break space before a colon. */
const COLON: Record<SiteLanguage, string> = { en: ': ', fr: '\u00a0: ' };

/** A rejection's reason, as its author reads it in a notification's title. */
const REASON_SHOWN = 120;

/** The editor's address of a suggestion's element. */
export const suggestionPath = (language: string, filekey: string, element: string) =>
  `/translationcentre/files/${filekey}/${COMPLETION_REFERENCE}/${language}?element=${encodeURIComponent(element)}`;

/**
 * Members' suggestions as notifications name them: the file and element with
 * what became of it (and the translator's reason for a rejection), leading to
 * the element in the editor. Once decided, its author hears of it without
 * following anything.
 */
export function suggestionNotices(deps: Pick<TranslationsDeps, 'db'>): FollowSource {
  const ids = (keys: readonly string[]) =>
    keys
      .filter((key) => /^[1-9][0-9]{0,9}$/.test(key))
      .map(Number)
      .filter((id) => id <= 2_147_483_647);
  return {
    kind: 'suggestion',
    async describe(keys, language) {
      const rows = await findSuggestions(deps.db, ids(keys));
      return new Map(
        rows.map((row): [string, DescribedSubject] => {
          const reason =
            row.status === 'rejected' && row.reason
              ? ` — ${row.reason.length > REASON_SHOWN ? `${row.reason.slice(0, REASON_SHOWN)}…` : row.reason}`
              : '';
          const outcome = OUTCOMES[language][row.status] ?? row.status;
          return [
            String(row.id),
            {
              title: `${row.filekey} (${row.language}), ${row.element}${COLON[language]}${outcome}${reason}`,
              path: suggestionPath(row.language, row.filekey, row.element),
            },
          ];
        }),
      );
    },
    async owners(key) {
      const [row] = await findSuggestions(deps.db, ids([key]));
      if (!row || row.authorId === null) return [];
      return row.status === 'accepted' || row.status === 'rejected' ? [row.authorId] : [];
    },
  };
}
