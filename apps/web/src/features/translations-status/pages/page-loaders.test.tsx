import { describe, it } from 'vitest';
import { expectLoaderCoversPage, stubFetch } from '@/test/render';
import { loadTranslationsStatusPage, TranslationsStatusPage } from './TranslationsStatusPage';

describe('page loaders bring what the page shows', () => {
  it.each(['en', 'fr'] as const)('translation status (%s)', async (language) => {
    const fetchMock = stubFetch({
      [`/api/translations/?language=${language}`]: {
        body: [
          {
            lang: 'de',
            name_native: 'Deutsch',
            name: 'German',
            percentage: 80,
            reviewed: 96,
            toreview: 0,
            missing: 24,
          },
        ],
      },
    });
    await expectLoaderCoversPage(
      { Component: TranslationsStatusPage, load: loadTranslationsStatusPage },
      '/translations',
      '/translations',
      fetchMock,
      language,
    );
  });
});
