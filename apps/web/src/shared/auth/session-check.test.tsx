import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { renderPage, stubFetch } from '@/test/render';
import { ApiError, apiPost } from '../api-client';
import { i18n } from '../i18n';
import { clearToken, currentSession, storeToken } from './session';
import { checkSession, useSessionCheck } from './session-check';

function tokenWith(claims: object): string {
  const payload = btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(claims))));
  return `h.${payload.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.s`;
}

const held = tokenWith({ login: 'Aldebrand', role: 'new', exp: 4e9, sub: '42' });
const promoted = tokenWith({ login: 'Aldebrand', role: 'confirmed', exp: 4e9, sub: '42' });
const alive = (token: string, accountlevel: string) => ({
  body: { id: 42, login: 'Aldebrand', accountlevel, token },
});
const ended = { status: 401, body: { message: 'UNAUTHORIZED' } };

function Checked() {
  useSessionCheck();
  return <p>page</p>;
}

beforeEach(async () => {
  storeToken(held);
});
afterEach(clearToken);

describe('the session checked with the server', () => {
  it('takes on a level changed since the token was signed', async () => {
    stubFetch({ '/api/users/session': alive(promoted, 'confirmed') });
    expect(await checkSession()).toBe('alive');
    expect(currentSession()?.claims?.role).toBe('confirmed');
  });

  it('keeps the token held when nothing changed', async () => {
    stubFetch({ '/api/users/session': alive(tokenWith({ other: 1 }), 'new') });
    expect(await checkSession()).toBe('alive');
    expect(currentSession()?.token).toBe(held);
  });

  it('asks once for checks made together', async () => {
    const fetchMock = stubFetch({ '/api/users/session': alive(held, 'new') });
    await Promise.all([checkSession(), checkSession(), checkSession()]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks at start and when the tab comes back to the front', async () => {
    const fetchMock = stubFetch({ '/api/users/session': alive(promoted, 'confirmed') });
    renderPage(<Checked />);
    await waitFor(() => expect(currentSession()?.claims?.role).toBe('confirmed'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });

  it('asks nothing when logged out', async () => {
    clearToken();
    const fetchMock = stubFetch({});
    expect(await checkSession()).toBe('unknown');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('a session the server has ended', () => {
  it('forgets the token and says so until the next login', async () => {
    stubFetch({ '/api/users/session': ended });
    renderPage(<Checked />);
    expect(await screen.findByText('Your account changed: please log in again.')).toBeTruthy();
    expect(currentSession()).toBeNull();
    act(() => storeToken(held));
    await waitFor(() =>
      expect(screen.queryByText('Your account changed: please log in again.')).toBeNull(),
    );
  });

  it('is said in every open tab, the others learning it from the shared storage', async () => {
    stubFetch({});
    renderPage(<Checked />);
    await act(async () => {
      window.localStorage.removeItem('millenaire_token');
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'millenaire_session_ended', newValue: '1' }),
      );
    });
    expect(await screen.findByText('Your account changed: please log in again.')).toBeTruthy();
  });

  it('says so in French on the French site', async () => {
    await i18n.changeLanguage('fr');
    stubFetch({ '/api/users/session': ended });
    renderPage(<p>page</p>);
    expect(await checkSession()).toBe('ended');
    expect(await screen.findByText(/Votre compte a changé\s: reconnectez-vous\./)).toBeTruthy();
  });

  it('is what a refused call tells, instead of "not authorized"', async () => {
    stubFetch({ '/api/translationsapp/save': ended, '/api/users/session': ended });
    renderPage(<p>page</p>);
    await expect(apiPost('/api/translationsapp/save', {})).rejects.toBeInstanceOf(ApiError);
    expect(await screen.findByText('Your account changed: please log in again.')).toBeTruthy();
    expect(screen.queryByText('You are not authorized to do this.')).toBeNull();
    expect(currentSession()).toBeNull();
  });

  it('keeps a token another tab stored while the server was asked', async () => {
    const fresh = tokenWith({ login: 'Aldebrand', role: 'new', exp: 4e9, sub: '42' }) + 'x';
    stubFetch({
      '/api/users/session': () => {
        storeToken(fresh);
        return ended;
      },
    });
    expect(await checkSession()).toBe('alive');
    expect(currentSession()?.token).toBe(fresh);
  });
});
