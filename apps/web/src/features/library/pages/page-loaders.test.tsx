import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LibraryContent, LibraryList } from '@millenaire/contracts/library';
import { expectLoaderCoversPage, renderRoutes, stubFetch } from '@/test/render';
import { LIBRARY_API } from '../api/library-api';
import { ContentPage, loadContentPage } from './ContentPage';
import { LibraryHomePage, loadLibraryHomePage } from './LibraryListPages';

const site = { '/api/site': { body: { analyticsScriptUrl: null, adsScriptUrl: null } } };

const content: LibraryContent = {
  contentid: 5,
  title: 'Fortified farm',
  description: '<p>A <strong>walled</strong> farm for Normans. Six buildings.</p>',
  version: '1.2',
  category: 1,
  culture: 2,
  catlabel: 'Buildings',
  cultlabel: 'Normans',
  author: 'kinniken',
  authorid: 3,
  createdon: '2024-03-01T10:00:00.000Z',
  lastmodified: '2024-04-02T11:30:00.000Z',
  url: null,
  filename: null,
  filesize: null,
  filesha512: null,
  filetype: null,
  confirmed: '1',
  starred: '0',
  nbview: 12,
  nbdl: 4,
  nbstars: 2,
  nbcomments: 1,
  previewname: 'farm-preview.png',
};

const detail: LibraryContent = {
  ...content,
  images: [
    {
      id: 9,
      contentid: 5,
      pos: 1,
      filename: 'farm.png',
      previewname: 'farm-preview.png',
      legend: 'The gate',
    },
  ],
  comments: [
    {
      id: 1,
      text: 'Lovely walls.',
      author: 'player',
      authorid: 4,
      postedon: '2024-04-03T08:00:00.000Z',
      modifiedby: null,
      modifiedon: null,
    },
  ],
};

const labels = {
  categories: [{ id: 1, label: 'Buildings' }],
  cultures: [{ id: 2, label: 'Normans' }],
};

const list: LibraryList = {
  contents: [{ ...content, contentid: 17 }],
  total: 13,
  page: 2,
  pagesize: 12,
  ...labels,
};

/**
 * The page's reads go to `reads`, whose calls the check counts; the view the
 * content page counts once shown is a write, answered aside.
 */
function stubReads(reads: ReturnType<typeof stubFetch>) {
  const writes = vi.fn<typeof fetch>(async () => new Response('{}', { status: 200 }));
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    (init?.method ?? 'GET') === 'GET' ? reads(input, init) : writes(input, init),
  );
  return writes;
}

describe('page loaders bring what the page shows', () => {
  it.each(['en', 'fr'] as const)('library list (%s)', async (language) => {
    const fetchMock = stubFetch({
      ...site,
      [`/api/library/categories/?language=${language}`]: { body: labels.categories },
      [`/api/library/cultures/?language=${language}`]: { body: labels.cultures },
      [`/api/library/contents/?language=${language}&page=1&sort=recent`]: { body: list },
    });
    await expectLoaderCoversPage(
      { Component: LibraryHomePage, load: loadLibraryHomePage },
      '/library',
      '/library',
      fetchMock,
      language,
    );
  });

  it.each(['en', 'fr'] as const)(
    'library list with a filter, a sort and a page (%s)',
    async (language) => {
      const fetchMock = stubFetch({
        ...site,
        [`/api/library/categories/?language=${language}`]: { body: labels.categories },
        [`/api/library/cultures/?language=${language}`]: { body: labels.cultures },
        [`/api/library/contents/?language=${language}&page=2&sort=stars&culture=2&q=farm`]: {
          body: list,
        },
      });
      await expectLoaderCoversPage(
        { Component: LibraryHomePage, load: loadLibraryHomePage },
        '/library',
        `/library?culture=2&q=farm&sort=stars&page=2&lang=${language}`,
        fetchMock,
        language,
      );
      expect(screen.getByText('Fortified farm')).toBeTruthy();
      // The pager's links are addresses, keeping the list's filters and language.
      expect(screen.getByRole('link', { name: '1' }).getAttribute('href')).toBe(
        `/library?culture=2&q=farm&sort=stars&lang=${language}`,
      );
    },
  );

  it.each(['en', 'fr'] as const)('content page (%s)', async (language) => {
    const fetchMock = stubFetch({
      ...site,
      [`/api/library/contents/5?language=${language}`]: { body: detail },
    });
    const writes = stubReads(fetchMock);
    await expectLoaderCoversPage(
      { Component: ContentPage, load: loadContentPage },
      '/library/:content',
      '/library/5',
      fetchMock,
      language,
    );
    expect(screen.getByText('Lovely walls.')).toBeTruthy();
    expect(writes).toHaveBeenCalledTimes(1);
  });

  it('an address that names no content says "not found" without asking the server', async () => {
    const fetchMock = stubFetch(site);
    const writes = stubReads(fetchMock);
    renderRoutes([{ path: '/library/:content', element: <ContentPage /> }], '/library/upload');
    expect(await screen.findByText(/could not be found/)).toBeTruthy();
    const asked = fetchMock.mock.calls.map(([input]) => String(input));
    expect(asked.filter((url) => url.startsWith(LIBRARY_API))).toEqual([]);
    expect(writes).not.toHaveBeenCalled();
  });
});
