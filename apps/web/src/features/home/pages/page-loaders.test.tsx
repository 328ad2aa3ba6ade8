import { describe, it } from 'vitest';
import type { CurrentVersion } from '@millenaire/contracts/versions';
import { queryClient } from '@/shared/query-client';
import { siteConfigQuery } from '@/shared/site-config';
import { expectLoaderCoversPage, stubFetch } from '@/test/render';
import { HomePage, loadHomePage } from './HomePage';

const CURRENT: CurrentVersion = {
  version: '8.1.2',
  url: '/dl/millenaire-8.1.2.zip',
  date: '2026-10-01T12:00:00Z',
  description: 'The Seljuk arrive. Many fixes.',
};

describe('page loaders bring what the page shows', () => {
  it.each(['en', 'fr'] as const)('homepage (%s)', async (language) => {
    const fetchMock = stubFetch({
      '/api/site': { body: { analyticsScriptUrl: null, adsScriptUrl: null } },
      [`/api/versions/current?language=${language}`]: { body: CURRENT },
    });
    // The site's settings come with every page (the router's own loader).
    await queryClient.prefetchQuery(siteConfigQuery);
    await expectLoaderCoversPage(
      { Component: HomePage, load: loadHomePage },
      '/',
      '/',
      fetchMock,
      language,
    );
  });
});
