import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { HofEntry } from '@millenaire/contracts/halloffame';
import { storeToken } from '@/shared/auth/session';
import { renderPage, stubFetch } from '@/test/render';
import { adminToken } from '../test/admin-token';
import { HofAdminPage } from './HofAdminPage';

const ENTRY: HofEntry = {
  id: 3,
  avatar: 'kinniken.webp',
  text_en: ['Kinniken', 'Creator of the mod'],
  text_fr: ['Kinniken', 'Créateur du mod'],
  pos: 0,
};

describe('hall of fame administration', () => {
  it('asks for an avatar and lines before adding an entry', async () => {
    const fetchMock = stubFetch({ '/api/hof/admin': { body: [ENTRY] } });
    storeToken(adminToken());
    renderPage(<HofAdminPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'New entry' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Choose an avatar image.')).toBeTruthy();
    expect(screen.getAllByText('Type 1 to 12 lines of at most 300 characters.')).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalledWith('/api/hof/', expect.anything());
  });

  it('saves an entry’s lines, one per line, blank ones dropped', async () => {
    let sent: unknown = null;
    stubFetch({
      '/api/hof/admin': { body: [ENTRY] },
      '/api/hof/3': (init) => {
        sent = JSON.parse(String(init?.body));
        return { body: ENTRY };
      },
    });
    storeToken(adminToken());
    renderPage(<HofAdminPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Kinniken' }));
    fireEvent.change(screen.getByRole('textbox', { name: /^Lines in English/ }), {
      target: { value: 'Kinniken\n\n Author of Millénaire ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Entry saved.')).toBeTruthy();
    expect(sent).toEqual({
      text_en: ['Kinniken', 'Author of Millénaire'],
      text_fr: ['Kinniken', 'Créateur du mod'],
      pos: 0,
    });
  });
});
