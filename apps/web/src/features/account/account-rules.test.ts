import { describe, expect, it } from 'vitest';
import {
  canCreateAccount,
  createAccountMissing,
  isNewPasswordReady,
  emailMissing,
  loginMissing,
  newPasswordMissing,
  passwordChangeMissing,
  type AccountForm,
} from './account-rules';

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

  it.each(['kinniken@millenaire.o', 'kin..niken@millenaire.org', `${'k'.repeat(250)}@x.org`])(
    'is disabled with %s, an address the server refuses',
    (email) => {
      expect(canCreateAccount({ ...FILLED, email }, true)).toBe(false);
    },
  );
});

describe('a new password and its repeat', () => {
  it('needs both equal and acceptable', () => {
    expect(isNewPasswordReady('abc-def-1848', 'abc-def-1848', true)).toBe(true);
    expect(isNewPasswordReady('abc-def-1848', 'abc-def-1849', true)).toBe(false);
    expect(isNewPasswordReady('abc-def-1848', 'abc-def-1848', false)).toBe(false);
    expect(isNewPasswordReady('', '', true)).toBe(false);
  });
});

describe('what a disabled submit says is missing', () => {
  it('names every empty field of account creation, in form order', () => {
    const empty = { username: '', password: '', repeat: '', email: '', captcha: '' };
    expect(createAccountMissing(empty, false)).toEqual([
      'username',
      'password',
      'repeat',
      'captcha',
    ]);
  });

  it('names what is wrong rather than empty', () => {
    const form = { ...FILLED, username: 'a b', repeat: 'other', email: 'x@' };
    expect(createAccountMissing(form, false)).toEqual([
      'validUsername',
      'strongPassword',
      'repeat',
      'validEmail',
    ]);
  });

  it('is empty exactly when Create is enabled', () => {
    expect(createAccountMissing(FILLED, true)).toEqual([]);
    expect(canCreateAccount(FILLED, true)).toBe(true);
  });

  it('asks for a new password, its strength and its repeat', () => {
    expect(newPasswordMissing('', '', false)).toEqual(['newPassword', 'repeat']);
    expect(newPasswordMissing('abc', 'abc', false)).toEqual(['strongPassword']);
    expect(newPasswordMissing('abc-def-1848', '', true)).toEqual(['repeat']);
    expect(newPasswordMissing('abc-def-1848', 'abc-def-1848', true)).toEqual([]);
  });
});

describe('what the other account forms still need', () => {
  it('asks the login form for both fields', () => {
    expect(loginMissing(' ', '')).toEqual(['username', 'password']);
    expect(loginMissing('Kinniken', 'x')).toEqual([]);
    // Once the server asked for the anti-robot check, it is needed too.
    expect(loginMissing('Kinniken', 'x', '')).toEqual(['captcha']);
    expect(loginMissing('Kinniken', 'x', 'solved')).toEqual([]);
  });

  it('asks the password change for the current password first', () => {
    expect(passwordChangeMissing('', '', '', false)).toEqual([
      'oldPassword',
      'newPassword',
      'repeat',
    ]);
    expect(passwordChangeMissing('old', 'abc-def-1848', 'abc-def-1848', true)).toEqual([]);
  });

  it('asks for an address the server accepts', () => {
    expect(emailMissing('')).toEqual(['email']);
    expect(emailMissing('kinniken@')).toEqual(['validEmail']);
    expect(emailMissing('kinniken@millenaire.org')).toEqual([]);
  });
});
