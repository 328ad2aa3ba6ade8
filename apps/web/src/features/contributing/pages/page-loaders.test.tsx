import { describe, it } from 'vitest';
import { expectLoaderCoversPage, stubFetch } from '@/test/render';
import { ContributingPage } from './ContributingPage';

describe('page loaders bring what the page shows', () => {
  // The page's texts are its own: it needs no loader and asks the API for nothing.
  it.each(['en', 'fr'] as const)('contributing (%s)', async (language) => {
    const fetchMock = stubFetch({});
    await expectLoaderCoversPage(
      { Component: ContributingPage },
      '/contributing',
      '/contributing',
      fetchMock,
      language,
    );
  });
});
