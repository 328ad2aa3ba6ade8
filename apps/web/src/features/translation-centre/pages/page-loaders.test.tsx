import { describe, it } from 'vitest';
import type {
  HistoryEntry,
  RecentChange,
  TranslationFileInfo,
} from '@millenaire/contracts/translations';
import { expectLoaderCoversPage, stubFetch } from '@/test/render';
import { FileHistoryPage, loadFileHistoryPage } from './HistoryPage';
import { loadTranslationCentreHomePage, TranslationCentreHomePage } from './OverviewPage';
import { loadRecentChangesPage, RecentChangesPage } from './RecentChangesPage';

function file(language: string): TranslationFileInfo {
  return {
    filekey: 'strings',
    filename: `strings_${language}.txt`,
    language,
    author: 'Kinniken',
    version: '8.1.2',
    createdon: '2026-10-01T12:00:00Z',
    elementcount: 120,
    revision: 3,
    percentage: language === 'en' ? 100 : 80,
    toreview: language === 'en' ? 0 : 2,
    checks: language === 'en' ? 0 : 1,
    suggestions: 0,
  };
}

const CHANGE: RecentChange = {
  language: 'fr',
  filekey: 'strings',
  filename: 'strings_fr.txt',
  version: '8.1.2',
  author: 'Kinniken',
  elementcount: 120,
  initialimport: false,
  createdon: '2026-10-01T12:00:00Z',
};

const VERSION: HistoryEntry = {
  ...CHANGE,
  revision: 3,
  changes: [{ type: 'change', element: 'hello', old: 'Salut', new: 'Bonjour' }],
  restoredfrom: null,
};

describe('page loaders bring what the page shows', () => {
  it.each(['en', 'fr'] as const)('overview (%s)', async (language) => {
    const fetchMock = stubFetch({
      '/api/translationsapp/latestfiles/en': { body: [file('en')] },
      '/api/translationsapp/latestfiles/fr': { body: [file('fr')] },
      [`/api/translations/?language=${language}`]: {
        body: [
          {
            lang: 'fr',
            name_native: 'Français',
            name: 'French',
            percentage: 80,
            reviewed: 94,
            toreview: 2,
            missing: 24,
          },
        ],
      },
    });
    await expectLoaderCoversPage(
      { Component: TranslationCentreHomePage, load: loadTranslationCentreHomePage },
      '/translationcentre',
      '/translationcentre',
      fetchMock,
      language,
    );
  });

  it.each(['en', 'fr'] as const)("a file's history (%s)", async (language) => {
    const fetchMock = stubFetch({
      '/api/translationsapp/history/strings/fr': { body: [VERSION] },
    });
    await expectLoaderCoversPage(
      { Component: FileHistoryPage, load: loadFileHistoryPage },
      '/translationcentre/history/:filekey/:language',
      '/translationcentre/history/strings/fr',
      fetchMock,
      language,
    );
  });

  it.each(['en', 'fr'] as const)('recent changes (%s)', async (language) => {
    const fetchMock = stubFetch({
      '/api/translationsapp/recentchanges': { body: [CHANGE] },
    });
    await expectLoaderCoversPage(
      { Component: RecentChangesPage, load: loadRecentChangesPage },
      '/translationcentre/recentchanges',
      '/translationcentre/recentchanges',
      fetchMock,
      language,
    );
  });
});
