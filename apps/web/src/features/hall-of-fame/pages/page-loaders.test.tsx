import { describe, it } from 'vitest';
import { expectLoaderCoversPage, stubFetch } from '@/test/render';
import { HallOfFamePage, loadHallOfFamePage } from './HallOfFamePage';

describe('page loaders bring what the page shows', () => {
  it.each(['en', 'fr'] as const)('hall of fame (%s)', async (language) => {
    const fetchMock = stubFetch({
      [`/api/hof/?language=${language}`]: {
        body: [{ avatar: 'kinniken.png', text: ['Kinniken', 'Creator of the mod'] }],
      },
    });
    await expectLoaderCoversPage(
      { Component: HallOfFamePage, load: loadHallOfFamePage },
      '/halloffame',
      '/halloffame',
      fetchMock,
      language,
    );
  });
});
