import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { clearToken, storeToken } from './session';
import { useViewer, viewerOf } from './viewer';

function tokenWith(claims: object): string {
  const payload = btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(claims))));
  return `h.${payload.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.s`;
}

afterEach(clearToken);

describe('the viewer of a session', () => {
  it('is nobody when logged out', () => {
    expect(viewerOf(null)).toBeNull();
  });

  it('is the account id and level of the token', () => {
    const session = {
      token: 't',
      claims: { login: 'Kinniken', role: 'confirmed' as const, exp: 4e9 },
      userId: 42,
    };
    expect(viewerOf(session)).toEqual({ id: 42, level: 'confirmed' });
  });

  it('is nobody for a token whose claims or account cannot be read', () => {
    expect(viewerOf({ token: 'opaque', claims: null, userId: null })).toBeNull();
    const claims = { login: 'Kinniken', role: 'admin' as const, exp: 4e9 };
    expect(viewerOf({ token: 't', claims, userId: null })).toBeNull();
  });

  it('follows login and logout', () => {
    const { result } = renderHook(() => useViewer());
    expect(result.current).toBeNull();
    act(() => storeToken(tokenWith({ login: 'admin', role: 'admin', exp: 4e9, sub: '1' })));
    expect(result.current).toEqual({ id: 1, level: 'admin' });
    act(() => clearToken());
    expect(result.current).toBeNull();
  });
});
