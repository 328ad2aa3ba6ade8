import { describe, it } from 'vitest';
import type { Advancement } from '@millenaire/contracts/advancements';
import { advancementsEndpoints } from '@millenaire/contracts/endpoints/advancements';
import { endpointUrl } from '@/shared/api/endpoint';
import { expectLoaderCoversPage, stubFetch } from '@/test/render';
import {
  AdvancementsPage,
  loadAdvancementsPage,
  loadPlayerAdvancementsPage,
  PlayerAdvancementsPage,
} from './AdvancementsPages';

const ADVANCEMENT: Advancement = {
  advancement_key: 'cresus',
  title: 'Croesus',
  description: 'Have a lot of money',
  version: '8.0.0',
  done_survival: 1,
  total_survival: 8,
  done_all: 1,
  total_all: 2,
  last_count_updated: '2026-11-20T14:05:09Z',
};

describe('page loaders bring what the page shows', () => {
  it.each(['en', 'fr'] as const)('advancements (%s)', async (language) => {
    const fetchMock = stubFetch({
      [endpointUrl(advancementsEndpoints.list, { query: { language } })]: { body: [ADVANCEMENT] },
    });
    await expectLoaderCoversPage(
      { Component: AdvancementsPage, load: loadAdvancementsPage },
      '/advancements',
      '/advancements',
      fetchMock,
      language,
    );
  });

  it.each(['en', 'fr'] as const)("a player's advancements (%s)", async (language) => {
    const fetchMock = stubFetch({
      [endpointUrl(advancementsEndpoints.list, { query: { language } })]: { body: [ADVANCEMENT] },
      [endpointUrl(advancementsEndpoints.player, { params: { login: 'alex' } })]: {
        body: {
          login: 'Alex',
          stats: { cresus: { survival: '1', creative: '0' } },
          updatedon: '2026-11-20T14:05:09Z',
        },
      },
    });
    await expectLoaderCoversPage(
      { Component: PlayerAdvancementsPage, load: loadPlayerAdvancementsPage },
      '/advancements/:player',
      '/advancements/alex',
      fetchMock,
      language,
    );
  });

  it.each(['en', 'fr'] as const)('an unknown player (%s)', async (language) => {
    const fetchMock = stubFetch({
      [endpointUrl(advancementsEndpoints.list, { query: { language } })]: { body: [ADVANCEMENT] },
    });
    await expectLoaderCoversPage(
      { Component: PlayerAdvancementsPage, load: loadPlayerAdvancementsPage },
      '/advancements/:player',
      '/advancements/nobody',
      fetchMock,
      language,
    );
  });
});
