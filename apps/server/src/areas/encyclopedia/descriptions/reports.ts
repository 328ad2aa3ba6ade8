import {
  descriptionSubject,
  entryPath,
  isCulture,
  isEntryType,
} from '@millenaire/contracts/encyclopedia';
import type { SiteLanguage } from '@millenaire/contracts/common';
import type { ReportedItem } from '@millenaire/contracts/reports';
import { notFound } from '../../../platform/http/errors.ts';
import {
  appendVersion,
  findVersion,
  latestVersion,
  onTopOfLatest,
} from '../../../platform/text/history/store.ts';
import type { ReportSource } from '../../../extensions/reports.ts';
import type { EncyclopediaDeps } from '../deps.ts';
import { findEntry } from '../entry-repository.ts';

const EXCERPT = 300;
/** Someone may save the same description at that moment; the action then goes on top. */
const APPEND_ATTEMPTS = 3;

/** The entry and language of a key `culture.type.itemkey.language`, when it names one. */
function refOf(key: string) {
  const [culture = '', type = '', itemkey = '', language = ''] = key.split('.');
  if (!isCulture(culture) || !isEntryType(type) || itemkey === '') return null;
  if (language !== 'en' && language !== 'fr') return null;
  return { culture, type, itemkey, language: language as SiteLanguage };
}

const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Encyclopedia texts (an entry's description in one language) as members
 * report them: an administrator deletes the reported text, which puts back
 * the version before it, and can restore it; both are new versions in the
 * entry's history, in the administrator's name, as a rollback's are.
 */
export function encyclopediaReports(deps: EncyclopediaDeps): ReportSource {
  return {
    kind: 'encyclopedia',
    removal: 'delete',
    async describe(key, language): Promise<ReportedItem | null> {
      const ref = refOf(key);
      if (!ref) return null;
      const subject = descriptionSubject(ref.culture, ref.type, ref.itemkey, ref.language);
      const [entry, latest] = await Promise.all([
        findEntry(deps.db, { ...ref, language }),
        latestVersion(deps.db, subject),
      ]);
      if (!entry) return null;
      const path = entryPath(ref.culture, ref.type, ref.itemkey);
      return {
        title: entry.label,
        excerpt: plain(latest?.body ?? '').slice(0, EXCERPT),
        path: ref.language === 'en' ? path : `${path}?lang=${ref.language}`,
        author: latest?.authorLogin ?? null,
        shown: latest !== undefined && latest.body !== null,
      };
    },
    async act(key, action, by, kept) {
      const ref = refOf(key);
      if (!ref) throw notFound();
      const subject = descriptionSubject(ref.culture, ref.type, ref.itemkey, ref.language);
      const at = deps.clock.now();
      const result = await onTopOfLatest(APPEND_ATTEMPTS, async () => {
        const latest = await latestVersion(deps.db, subject);
        if (!latest) throw notFound();
        if (action === 'restore') {
          const { body } = JSON.parse(kept ?? '{}') as { body?: string | null };
          if (body === undefined || body === latest.body) return null;
          await appendVersion(deps.db, {
            subject,
            basedOn: latest.version,
            body,
            authorId: by.id,
            createdAt: at,
          });
          return null;
        }
        const before =
          latest.version > 1 ? await findVersion(deps.db, subject, latest.version - 1) : undefined;
        await appendVersion(deps.db, {
          subject,
          basedOn: latest.version,
          body: before?.body ?? null,
          authorId: by.id,
          createdAt: at,
        });
        return JSON.stringify({ body: latest.body });
      });
      deps.answers.clear();
      deps.changes.announce('encyclopedia');
      return result;
    },
  };
}
