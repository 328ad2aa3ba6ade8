import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OidcClient, OidcClientPayload } from '@millenaire/contracts/oidc';
import { i18n } from '@/shared/i18n';
import { renderPage, stubFetch } from '@/test/render';
import { OidcClients } from './OidcClients';

const WIKI: OidcClient = {
  clientId: 'wikiClient123456',
  name: 'Community wiki',
  redirectUris: ['https://wiki.example.org/index.php/Special:PluggableAuthLogin'],
  trusted: true,
  createdAt: '2026-11-20T09:08:07.000Z',
  removedAt: null,
};
const MAP: OidcClient = {
  clientId: 'mapClient1234567',
  name: 'Village map',
  redirectUris: ['https://map.example.org/callback', 'http://localhost:3000/callback'],
  trusted: false,
  createdAt: '2026-11-21T10:00:00.000Z',
  removedAt: '2026-11-22T11:00:00.000Z',
};

/** The register as the server keeps it, answering the section's calls. */
function stubClients() {
  let clients = [WIKI, MAP];
  const set = (clientId: string, removedAt: string | null) => {
    clients = clients.map((c) => (c.clientId === clientId ? { ...c, removedAt } : c));
    return { body: clients.find((c) => c.clientId === clientId) };
  };
  return stubFetch({
    '/api/oidc/clients': (init) => {
      if (init?.method !== 'POST') return { body: clients };
      const client = JSON.parse(String(init.body)) as OidcClientPayload;
      const bad = client.redirectUris.findIndex((uri) => uri.startsWith('http:'));
      if (bad !== -1) {
        return {
          status: 400,
          body: { message: 'INVALID_REDIRECT_URI', field: `redirectUris.${bad}` },
        };
      }
      clients = [
        ...clients,
        { ...client, clientId: 'newClient1234567', createdAt: WIKI.createdAt, removedAt: null },
      ];
      return { body: { clientId: 'newClient1234567', clientSecret: 'first-secret' } };
    },
    '/api/oidc/clients/wikiClient123456/secret': () => ({
      body: { clientId: WIKI.clientId, clientSecret: 'renewed-secret' },
    }),
    '/api/oidc/clients/wikiClient123456/delete': () =>
      set(WIKI.clientId, '2026-11-30T10:00:00.000Z'),
    '/api/oidc/clients/wikiClient123456/restore': () => set(WIKI.clientId, null),
  });
}

const card = (name: string) => screen.findByRole('article', { name });
const box = (name: string) => screen.getByRole('textbox', { name });

describe('the sign-in clients of the user administration page', () => {
  it('lists each client with its addresses, whether it is trusted, and when it was removed', async () => {
    stubClients();
    renderPage(<OidcClients />);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Wiki and other sign-in clients' }),
    ).toBeTruthy();
    const wiki = within(await card('Community wiki'));
    expect(wiki.getByText(WIKI.redirectUris[0]!)).toBeTruthy();
    expect(wiki.getByText('Trusted')).toBeTruthy();
    expect(wiki.getByText('wikiClient123456')).toBeTruthy();
    expect(wiki.getByText('Added on 11/20/2026, 9:08:07 AM UTC')).toBeTruthy();
    expect(wiki.getByRole('button', { name: 'New secret for Community wiki' })).toBeTruthy();
    const map = within(await card('Village map'));
    expect(map.getByText('Asks members first')).toBeTruthy();
    expect(map.getByText('http://localhost:3000/callback')).toBeTruthy();
    expect(map.getByText('Removed on 11/22/2026, 11:00:00 AM UTC')).toBeTruthy();
    expect(map.getByRole('button', { name: 'Restore Village map' })).toBeTruthy();
    expect(map.queryByRole('button', { name: /New secret/ })).toBeNull();
  });

  it('adds a client, telling each field what is wrong, then shows its secret once', async () => {
    const fetchMock = stubClients();
    renderPage(<OidcClients />);
    await card('Community wiki');
    const submit = screen.getByRole('button', { name: 'Add client' });
    fireEvent.click(submit);
    expect(await screen.findByText('Type a name.')).toBeTruthy();
    expect(screen.getByText('Type at least one address.')).toBeTruthy();
    expect(document.activeElement).toBe(box('Name'));
    const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts()).toEqual([]);

    fireEvent.change(box('Name'), { target: { value: ' Forum ' } });
    fireEvent.change(box('Redirect addresses'), {
      target: { value: 'https://forum.example.org/a\n\n http://forum.example.org/b \n' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: /Trusted/ }));
    fireEvent.click(submit);
    expect(
      await screen.findByText(
        'http://forum.example.org/b cannot be used: give an https address (http only on localhost) with no # part.',
      ),
    ).toBeTruthy();
    // Told on the field only: no notification says it again.
    expect(screen.queryByText(/A redirect address must be https/)).toBeNull();
    expect(JSON.parse(String(posts()[0]![1]!.body))).toEqual({
      name: 'Forum',
      redirectUris: ['https://forum.example.org/a', 'http://forum.example.org/b'],
      trusted: true,
    });

    fireEvent.change(box('Redirect addresses'), {
      target: { value: 'https://forum.example.org/a\nhttps://forum.example.org/b' },
    });
    expect(screen.queryByText(/cannot be used/)).toBeNull();
    fireEvent.click(submit);
    const shown = within(await screen.findByTestId('oidc-credentials'));
    expect(shown.getByText('The client id and secret of Forum')).toBeTruthy();
    expect(shown.getByText('newClient1234567')).toBeTruthy();
    expect(shown.getByText('first-secret')).toBeTruthy();
    expect(shown.getByText(/will not be shown again/)).toBeTruthy();
    expect(shown.getByRole('button', { name: 'Copy the client id' })).toBeTruthy();
    expect(shown.getByRole('button', { name: 'Copy the client secret' })).toBeTruthy();
    expect(await card('Forum')).toBeTruthy();
    expect((box('Name') as HTMLInputElement).value).toBe('');

    fireEvent.click(shown.getByRole('button', { name: 'I have copied the secret' }));
    expect(screen.queryByText('first-secret')).toBeNull();
  });

  it('makes a new secret after asking, and shows it once', async () => {
    const fetchMock = stubClients();
    renderPage(<OidcClients />);
    fireEvent.click(
      within(await card('Community wiki')).getByRole('button', {
        name: 'New secret for Community wiki',
      }),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: 'A new secret for Community wiki?' }),
    );
    expect(dialog.getByText(/stops working at once/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock).not.toHaveBeenCalledWith(
      '/api/oidc/clients/wikiClient123456/secret',
      expect.anything(),
    );

    fireEvent.click(screen.getByRole('button', { name: 'New secret for Community wiki' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Make a new secret' }),
    );
    const shown = within(await screen.findByTestId('oidc-credentials'));
    expect(shown.getByText('The client id and secret of Community wiki')).toBeTruthy();
    expect(shown.getByText('renewed-secret')).toBeTruthy();
  });

  it('removes a client, then restores it', async () => {
    stubClients();
    renderPage(<OidcClients />);
    fireEvent.click(
      within(await card('Community wiki')).getByRole('button', { name: 'Remove Community wiki' }),
    );
    expect(
      await screen.findByText('Community wiki removed: it logs no one in until it is restored.'),
    ).toBeTruthy();
    const restore = await screen.findByRole('button', { name: 'Restore Community wiki' });
    fireEvent.click(restore);
    expect(
      await screen.findByText('Community wiki restored: it logs members in again.'),
    ).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Remove Community wiki' })).toBeTruthy();
  });

  it('speaks French', async () => {
    stubClients();
    await i18n.changeLanguage('fr');
    renderPage(<OidcClients />);
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'Wiki et autres applications connectées',
      }),
    ).toBeTruthy();
    expect(
      await within(await card('Village map')).findByRole('button', {
        name: 'Rétablir Village map',
      }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter l’application' }));
    expect(await screen.findByText('Saisissez un nom.')).toBeTruthy();
  });
});
