import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SiteLanguage } from '@millenaire/contracts/common';
import { siteEndpoints } from '@millenaire/contracts/endpoints/site';
import {
  SITE_SEARCH_AREAS,
  SITE_SEARCH_PER_AREA,
  type SiteSearchArea,
  type SiteSearchGroup,
  type SiteSearchHit,
} from '@millenaire/contracts/site';
import { endpointRoute } from '../platform/http/endpoint-route.ts';

/**
 * What an area offers the site-wide search: its hits for a text in a
 * language, at most `limit` (and whether there were more), and the changes
 * (platform/cache/writes.ts) after which an answer is read again.
 */
export interface SiteSearchSource {
  area: SiteSearchArea;
  topics: readonly string[];
  find(
    q: string,
    language: SiteLanguage,
    limit: number,
  ): Promise<{ hits: SiteSearchHit[]; more: boolean; all: string | null }>;
}

/**
 * GET /api/search: each area's hits for the text, in the areas' order. The
 * answer is the same for everyone, so it is kept with the API's answers
 * (platform/cache/api-cache.ts) until a change of an area it read.
 */
export const siteSearchRoutes: FastifyPluginAsyncZod<{ sources: SiteSearchSource[] }> = async (
  app,
  { sources },
) => {
  const byArea = (area: SiteSearchArea) => sources.filter((source) => source.area === area);
  const { reads = [] } = siteEndpoints.search;
  for (const source of sources) {
    const unread = source.topics.filter((topic) => !reads.includes(topic));
    // A cached answer would outlive a change it shows.
    if (unread.length > 0) throw new Error(`the site search's reads miss ${unread.join(', ')}`);
  }
  endpointRoute(app, siteEndpoints.search, {
    handler: async (request) => {
      const { q, language } = request.query;
      const groups = await Promise.all(
        SITE_SEARCH_AREAS.flatMap(byArea).map(async (source): Promise<SiteSearchGroup> => {
          const found = await source.find(q.trim(), language, SITE_SEARCH_PER_AREA);
          return { area: source.area, ...found };
        }),
      );
      return { groups: groups.filter((group) => group.hits.length > 0) };
    },
  });
};
