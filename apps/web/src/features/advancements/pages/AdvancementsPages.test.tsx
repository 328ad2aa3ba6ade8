import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { Advancement } from '@millenaire/contracts/advancements';
import { renderRoutes, stubFetch } from '@/test/render';
import { AdvancementsPage, PlayerAdvancementsPage } from './AdvancementsPages';

const LIST = '/api/advancements/?language=en';

function advancement(key: string, title: string): Advancement {
  return {
    advancement_key: key,
    title,
    description: `How to get ${title}`,
    version: '8.0.0',
    done_survival: 1,
    total_survival: 8,
    done_all: 1,
    total_all: 2,
    last_count_updated: '2026-11-20T14:05:09Z',
  };
}

const ADVANCEMENTS = [advancement('cresus', 'Croesus'), advancement('explorer', 'Explorer')];

function renderAt(path: string) {
  return renderRoutes(
    [
      { path: '/advancements', element: <AdvancementsPage /> },
      { path: '/advancements/:player', element: <PlayerAdvancementsPage /> },
    ],
    path,
  );
}

describe('advancements', () => {
  it('shows each share in survival or in all modes, and the last count date', async () => {
    stubFetch({ [LIST]: { body: ADVANCEMENTS } });
    renderAt('/advancements');
    const card = await screen.findByRole('listitem', { name: 'Croesus' });
    expect(within(card).getByText('12.5% of installations')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'All modes' }));
    expect(within(card).getByText('50% of installations')).toBeTruthy();
    expect(screen.getByText(/Last updated: 11\/20\/2026, \d+:05:09/)).toBeTruthy();
  });

  it('goes to the shareable page of the typed login', async () => {
    stubFetch({
      [LIST]: { body: ADVANCEMENTS },
      '/api/advancements/players/Steve_1': {
        body: { login: 'Steve_1', stats: null, updatedon: null },
      },
    });
    const { router } = renderAt('/advancements');
    await screen.findByRole('listitem', { name: 'Croesus' });
    fireEvent.change(screen.getByRole('textbox', { name: "Player's login" }), {
      target: { value: ' Steve_1 ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(router.state.location.pathname).toBe('/advancements/Steve_1');
    expect(
      await screen.findByText('Steve_1 has not made their advancement data public.'),
    ).toBeTruthy();
  });

  it('marks the player’s advancements done in the chosen mode', async () => {
    stubFetch({
      [LIST]: { body: ADVANCEMENTS },
      '/api/advancements/players/alex': {
        body: {
          login: 'alex',
          stats: { cresus: { survival: '0', creative: '1' } },
          updatedon: '2026-11-20T14:05:09Z',
        },
      },
    });
    renderAt('/advancements/alex');
    expect(await screen.findByText('alex found: 0 of 2 advancements reached.')).toBeTruthy();
    const card = screen.getByRole('listitem', { name: 'Croesus' });
    expect(within(card).getByText('Not done')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'All modes' }));
    expect(within(card).getByText('Done')).toBeTruthy();
    expect(screen.getByText('alex found: 1 of 2 advancements reached.')).toBeTruthy();
  });

  it('tells when the player is not found', async () => {
    stubFetch({ [LIST]: { body: ADVANCEMENTS } });
    renderAt('/advancements/nobody');
    expect(await screen.findByText('No player named nobody was found.')).toBeTruthy();
    expect(
      within(screen.getByRole('listitem', { name: 'Croesus' })).queryByText('Done'),
    ).toBeNull();
  });
});
