import { describe, expect, it } from 'vitest';
import { currentSession, TOKEN_KEY } from './session';

function tokenWith(claims: object): string {
  const payload = btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(claims))));
  return `h.${payload.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.s`;
}

describe('session from the stored token', () => {
  it('is logged out without a token', () => {
    expect(currentSession()).toBeNull();
  });

  it('reads login and role, accents included', () => {
    window.localStorage.setItem(TOKEN_KEY, tokenWith({ login: 'Hélène', role: 'admin', exp: 2e9 }));
    expect(currentSession(1e9)?.claims).toEqual({ login: 'Hélène', role: 'admin', exp: 2e9 });
  });

  it('is logged out once the token has expired', () => {
    window.localStorage.setItem(TOKEN_KEY, tokenWith({ login: 'a', role: 'new', exp: 100 }));
    expect(currentSession(101)).toBeNull();
  });

  it('counts an undecodable token as logged in (spec §4)', () => {
    window.localStorage.setItem(TOKEN_KEY, 'not-a-jwt');
    expect(currentSession()).toEqual({ token: 'not-a-jwt', claims: null });
  });
});
