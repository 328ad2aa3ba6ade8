import type { ComponentType } from 'react';
import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import type { SiteLanguage } from '@millenaire/contracts/common';

/** What a page's data loader is given: the address, the language and the client to fill. */
export interface PageDataArgs {
  params: Params;
  /** The page's address; its query carries the list's filters, sort and page. */
  url: URL;
  language: SiteLanguage;
  client: QueryClient;
}

/**
 * Fills the query cache with what the page's first screen shows, with the very
 * queries (same URL keys) its components then read. On the server it is
 * awaited before the page is rendered, so the HTML holds the data; in the
 * browser it starts the requests as the navigation starts and the page shows
 * its own loading state meanwhile. It never throws: a query that fails stays
 * in error for the page to show, as in the browser.
 */
export type PageLoad = (args: PageDataArgs) => Promise<unknown>;

/** A page as its feature hands it to the router. */
export interface PageModule {
  Component: ComponentType;
  load?: PageLoad;
}

/** Query options as the api's factories make them (endpointQuery), whatever their answer. */
interface AnyQueryOptions {
  queryKey: readonly unknown[];
}

/** Prefetches queries side by side (prefetchQuery never throws). */
export function prefetchAll(
  client: QueryClient,
  queries: readonly AnyQueryOptions[],
): Promise<unknown> {
  return Promise.all(queries.map((query) => client.prefetchQuery(query as FetchQueryOptions)));
}
