import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { readCookie } from '../cookies';
import { clearToken, currentSession, storeToken, TOKEN_KEY, useSession } from './session';

function tokenWith(claims: object): string {
  const payload = btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(claims))));
  return `h.${payload.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.s`;
}

afterEach(() => {
  clearToken();
  vi.restoreAllMocks();
});

describe('session from the stored token', () => {
  it('is logged out without a token', () => {
    expect(currentSession()).toBeNull();
  });

  it('reads login, role and the user id, accents included', () => {
    const token = tokenWith({ login: 'Hélène', role: 'admin', exp: 2e9, sub: '42' });
    window.localStorage.setItem(TOKEN_KEY, token);
    expect(currentSession(1e9)).toEqual({
      token,
      claims: { login: 'Hélène', role: 'admin', exp: 2e9 },
      userId: 42,
    });
  });

  it('is logged out once the token has expired, compared in seconds', () => {
    window.localStorage.setItem(TOKEN_KEY, tokenWith({ login: 'a', role: 'new', exp: 100 }));
    expect(currentSession(100)).not.toBeNull();
    expect(currentSession(100.5)).toBeNull();
    expect(currentSession(101)).toBeNull();
  });

  it('counts an undecodable token as logged in (spec §4)', () => {
    window.localStorage.setItem(TOKEN_KEY, 'not-a-jwt');
    expect(currentSession()).toEqual({ token: 'not-a-jwt', claims: null, userId: null });
  });

  it('counts a token with unreadable claims as not expired', () => {
    window.localStorage.setItem(TOKEN_KEY, tokenWith({ login: 'a', exp: 'soon' }));
    expect(currentSession(4e9)?.claims).toBeNull();
  });
});

describe('storing and clearing the token', () => {
  it('keeps it in local storage and in a cookie at / that ends with the token', () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor?.set?.call(document, value);
    });
    const token = tokenWith({ login: 'a', role: 'new', exp: 1_003_600 });
    storeToken(token, 1_000_000);
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe(token);
    expect(readCookie(TOKEN_KEY)).toBe(token);
    expect(writes.at(-1)).toBe(`${TOKEN_KEY}=${token}; path=/; max-age=3600; SameSite=Lax`);
  });

  it('keeps an unreadable token in a browser-session cookie', () => {
    const writes: string[] = [];
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
    });
    storeToken('opaque');
    expect(writes).toEqual([`${TOKEN_KEY}=opaque; path=/; SameSite=Lax`]);
  });

  it('removes both on logout', () => {
    storeToken(tokenWith({ login: 'a', role: 'new', exp: 4e9 }));
    clearToken();
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(readCookie(TOKEN_KEY)).toBeNull();
    expect(currentSession()).toBeNull();
  });

  it('re-renders session users at once on login and logout', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current).toBeNull();
    act(() => storeToken(tokenWith({ login: 'Kinniken', role: 'confirmed', exp: 4e9 })));
    expect(result.current?.claims?.login).toBe('Kinniken');
    act(() => clearToken());
    expect(result.current).toBeNull();
  });
});
