import { describe, it } from 'vitest';
import type { EntryDetail } from '@millenaire/contracts/encyclopedia';
import { expectLoaderCoversPage, stubFetch } from '@/test/render';
import { CulturePage, loadCulturePage } from './CulturePage';
import { EncyclopediaHomePage, loadEncyclopediaHomePage } from './EncyclopediaHomePage';
import { ItemPage, loadItemPage } from './ItemPage';
import { NewContentsPage, NewImagesPage } from './ReviewPages';

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

const cultures = [{ itemkey: 'norman', label: 'Normans', iconkey: 'norman' }];

const site = { '/api/site': { body: { analyticsScriptUrl: null, adsScriptUrl: null } } };

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

  it.each(['en', 'fr'] as const)('encyclopedia home (%s)', async (language) => {
    const fetchMock = stubFetch({
      ...site,
      [`/api/encyclopedia/?language=${language}`]: { body: cultures },
    });
    await expectLoaderCoversPage(
      { Component: EncyclopediaHomePage, load: loadEncyclopediaHomePage },
      '/encyclopedia',
      '/encyclopedia',
      fetchMock,
      language,
    );
  });

  it.each(['en', 'fr'] as const)('item page (%s)', async (language) => {
    const fetchMock = stubFetch({
      ...site,
      [`/api/encyclopedia/norman/buildings/mill?language=${language}`]: {
        body: { ...culture, title: 'Water Mill' },
      },
      [`/api/encyclopedia/?language=${language}`]: { body: cultures },
    });
    await expectLoaderCoversPage(
      { Component: ItemPage, load: loadItemPage },
      '/encyclopedia/:culture/:type/:itemkey',
      '/encyclopedia/norman/buildings/mill',
      fetchMock,
      language,
    );
  });

  // The administrators' lists: the server renders them for a visitor, who is shown no list.
  it.each(['en', 'fr'] as const)('review pages ask nothing of a visitor (%s)', async (language) => {
    for (const [Component, path] of [
      [NewContentsPage, '/encyclopedia/newcontents'],
      [NewImagesPage, '/encyclopedia/newimages'],
    ] as const) {
      const fetchMock = stubFetch(site);
      await expectLoaderCoversPage({ Component }, path, path, fetchMock, language);
    }
  });
});
