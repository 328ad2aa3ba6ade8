import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { VersionAdmin } from '@millenaire/contracts/versions';
import { storeToken } from '@/shared/auth/session';
import { renderPage, stubFetch } from '@/test/render';
import { adminToken } from '../test/admin-token';
import { ReleasesAdminPage } from './ReleasesAdminPage';

const RELEASE: VersionAdmin = {
  id: 4,
  version: '8.1.2',
  mcversion: '1.12.2',
  url: 'https://example.org/m.zip',
  serverurl: '',
  devversion: '0',
  date: '2026-05-01T10:20:30.000Z',
  title_en: 'Seljuks',
  title_fr: 'Seldjoukides',
  description_en: '',
  description_fr: '',
  current: '1',
};

function field(name: string): HTMLElement {
  return screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
}

describe('releases', () => {
  it('creates a release with its texts in both languages', async () => {
    let sent: unknown = null;
    stubFetch({
      '/api/versions/admin': (init) => {
        if (init?.method !== 'POST') return { body: [RELEASE] };
        sent = JSON.parse(String(init.body));
        return { body: { ...RELEASE, id: 5, version: '8.2.0', current: '0' } };
      },
    });
    storeToken(adminToken());
    renderPage(<ReleasesAdminPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'New release' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getAllByText('Check this field.')).toHaveLength(4);
    expect(sent).toBeNull();
    fireEvent.change(field('Version'), { target: { value: '8.2.0' } });
    fireEvent.change(field('Download address'), { target: { value: 'https://example.org/n.zip' } });
    fireEvent.change(field('Title in English'), { target: { value: 'Feasts' } });
    fireEvent.change(field('Title in French'), { target: { value: 'Festins' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Release 8.2.0 created.')).toBeTruthy();
    expect(sent).toMatchObject({ version: '8.2.0', title_fr: 'Festins', current: '0' });
  });

  it('deletes a release only once confirmed', async () => {
    const fetchMock = stubFetch({
      '/api/versions/admin': { body: [RELEASE] },
      '/api/versions/admin/4/delete': { body: {} },
    });
    storeToken(adminToken());
    renderPage(<ReleasesAdminPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete 8.1.2' }));
    expect(
      await screen.findByText('Millénaire 8.1.2 will be deleted. This cannot be undone.'),
    ).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/versions/admin/4/delete', expect.anything());
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/versions/admin/4/delete', expect.anything()),
    );
    expect(await screen.findByText('Release 8.1.2 deleted.')).toBeTruthy();
  });
});
