import { describe, it } from 'vitest';
import type { VersionItem } from '@millenaire/contracts/versions';
import { expectLoaderCoversPage, stubFetch } from '@/test/render';
import { HistoryPage, loadHistoryPage } from './HistoryPage';

const RELEASE: VersionItem = {
  version: '8.1.2',
  mcversion: '1.12.2',
  url: '/dl/8.1.2.zip',
  serverurl: '/dl/8.1.2.zip',
  devversion: '0',
  date: '2026-10-01T12:00:00Z',
  title: 'Millénaire 8.1.2',
  description: 'The Seljuk arrive.',
};

describe('page loaders bring what the page shows', () => {
  it.each(['en', 'fr'] as const)('version history (%s)', async (language) => {
    const fetchMock = stubFetch({
      [`/api/versions/?language=${language}`]: { body: [RELEASE] },
    });
    await expectLoaderCoversPage(
      { Component: HistoryPage, load: loadHistoryPage },
      '/history',
      '/history',
      fetchMock,
      language,
    );
  });
});
