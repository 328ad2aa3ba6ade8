import { describe, expect, it } from 'vitest';
import { canCreateAccount, isNewPasswordReady, type AccountForm } from './account-rules';

const FILLED: AccountForm = {
  username: 'Kinniken',
  password: 'village-of-Gauls-1848',
  repeat: 'village-of-Gauls-1848',
  email: '',
  captcha: 'eyJjaGFsbGVuZ2UiOnt9fQ==',
};

describe('the Create button rule (spec §5)', () => {
  it('is enabled with every field filled, the repeat equal and an acceptable password', () => {
    expect(canCreateAccount(FILLED, true)).toBe(true);
  });

  it.each<[string, Partial<AccountForm>]>([
    ['no username', { username: '' }],
    ['a blank username', { username: '   ' }],
    ['no password', { password: '', repeat: '' }],
    ['no repeat', { repeat: '' }],
    ['a different repeat', { repeat: 'village-of-Gauls-1849' }],
    ['no captcha response', { captcha: '' }],
    ['a login the server refuses', { username: 'a b' }],
    ['a malformed e-mail', { email: 'kinniken@' }],
  ])('is disabled with %s', (_case, change) => {
    expect(canCreateAccount({ ...FILLED, ...change }, true)).toBe(false);
  });

  it('treats a password below the strength rule as unset', () => {
    expect(canCreateAccount(FILLED, false)).toBe(false);
  });

  it('accepts an e-mail address, which stays optional', () => {
    expect(canCreateAccount({ ...FILLED, email: 'kinniken@millenaire.org' }, true)).toBe(true);
  });
});

describe('a new password and its repeat', () => {
  it('needs both equal and acceptable', () => {
    expect(isNewPasswordReady('abc-def-1848', 'abc-def-1848', true)).toBe(true);
    expect(isNewPasswordReady('abc-def-1848', 'abc-def-1849', true)).toBe(false);
    expect(isNewPasswordReady('abc-def-1848', 'abc-def-1848', false)).toBe(false);
    expect(isNewPasswordReady('', '', true)).toBe(false);
  });
});
