import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { BonusPlayer } from '@millenaire/contracts/advancements';
import { storeToken } from '@/shared/auth/session';
import { renderPage, stubFetch } from '@/test/render';
import { adminToken } from '../test/admin-token';
import { BonusAdminPage } from './BonusAdminPage';
import { PingsAdminPage } from './PingsAdminPage';

describe('bonus players', () => {
  it('shows the administrators-only panel to others and asks nothing', async () => {
    const fetchMock = stubFetch({});
    renderPage(<BonusAdminPage />);
    expect(await screen.findByText('This page is for administrators only.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/bonus/', expect.anything());
  });

  it('adds a player, then removes one', async () => {
    let players: BonusPlayer[] = [{ login: 'Steve', grantedon: '2026-01-02T03:04:05Z' }];
    const fetchMock = stubFetch({
      '/api/bonus/': (init) => {
        if (init?.method === 'POST') {
          const { login } = JSON.parse(String(init.body)) as { login: string };
          players = [...players, { login, grantedon: '2026-02-02T03:04:05Z' }];
        }
        return { body: players };
      },
      '/api/bonus/Steve/delete': () => {
        players = players.filter((p) => p.login !== 'Steve');
        return { body: players };
      },
    });
    storeToken(adminToken());
    renderPage(<BonusAdminPage />);
    expect(await screen.findByText('Steve')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /in-game name/ }), {
      target: { value: 'Alex_2' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Alex_2 now has the bonus house.')).toBeTruthy();
    expect(await screen.findByText('Alex_2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Steve' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove Steve' })).toBeNull());
    expect(fetchMock).toHaveBeenCalledWith('/api/bonus/Steve/delete', expect.anything());
  });
});

describe('ping statistics', () => {
  it('counts installations per version with their share, and names the modes', async () => {
    stubFetch({
      '/api/advancements/stats': {
        body: {
          installations: 4,
          rejected: 2,
          byVersion: [
            { key: '8.1.2', count: 3 },
            { key: '8.1.1', count: 1 },
          ],
          byLanguage: [{ key: 'fr', count: 4 }],
          byMode: [{ key: 's', count: 4 }],
          lastPing: '2026-11-20T14:05:09Z',
        },
      },
    });
    storeToken(adminToken());
    renderPage(<PingsAdminPage />);
    expect(await screen.findByText('75%')).toBeTruthy();
    expect(screen.getByText('Dedicated server (s)')).toBeTruthy();
    expect(screen.getByText('Refused pings').nextSibling?.textContent).toBe('2');
  });
});
