import type { SiteLanguage } from '@millenaire/contracts';
import { FEED_ENTRIES, summaryOf, type FeedSource } from '../../extensions/feeds.ts';
import type { VersionsDeps } from './deps.ts';
import { listVersions } from './repository.ts';

const TITLE: Record<SiteLanguage, string> = {
  en: 'Millénaire releases',
  fr: 'Versions de Millénaire',
};

/** The releases, newest first, each pointing at its entry of the history page. */
export function releasesFeed({ db }: VersionsDeps): FeedSource {
  return {
    name: 'releases',
    topics: ['versions'],
    read: async (language) => {
      const versions = (await listVersions(db, language)).slice(0, FEED_ENTRIES);
      return {
        title: TITLE[language],
        page: '/history',
        entries: versions.map((version) => ({
          path: '/history',
          fragment: `version-${encodeURIComponent(version.version)}`,
          title: version.title || `Millénaire ${version.version}`,
          updated: version.date,
          published: version.date,
          summary: summaryOf(
            `${version.version} (Minecraft ${version.mcversion}). ${version.description}`,
          ),
        })),
      };
    },
  };
}
