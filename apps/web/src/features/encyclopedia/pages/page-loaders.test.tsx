import { beforeEach, describe, it } from 'vitest';
import type { EntryDetail } from '@millenaire/contracts/encyclopedia';
import { expectLoaderCoversPage, resetApp, stubFetch } from '@/test/render';
import { CulturePage, loadCulturePage } from './CulturePage';

const culture: EntryDetail = {
  title: 'Normans',
  travelbookdata: {
    pages: [{ lines: [{ text: 'Farmers of green fields.', specialTag: 'MAIN_DESC' }] }],
  },
  extradata: { desc: null, author: null, createdon: null },
  images: [],
  picture: null,
};

const item = {
  itemkey: 'mill',
  label: 'Water Mill',
  iconkey: 'mill',
  category: 'crafts',
  categorylabel: 'Crafts',
};

beforeEach(resetApp);

describe('page loaders bring what the page shows', () => {
  it.each(['en', 'fr'] as const)('culture page (%s)', async (language) => {
    const fetchMock = stubFetch({
      '/api/site': { body: { analyticsScriptUrl: null, adsScriptUrl: null } },
      [`/api/encyclopedia/norman?language=${language}`]: { body: culture },
      [`/api/encyclopedia/norman/villages?language=${language}`]: { body: [] },
      [`/api/encyclopedia/norman/villagers?language=${language}`]: { body: [] },
      [`/api/encyclopedia/norman/buildings?language=${language}`]: { body: [item] },
      [`/api/encyclopedia/norman/tradegoods?language=${language}`]: { body: [] },
    });
    await expectLoaderCoversPage(
      { Component: CulturePage, load: loadCulturePage },
      '/encyclopedia/:culture',
      '/encyclopedia/norman',
      fetchMock,
      language,
    );
  });
});
