import { isEmailAddress, LOGIN_PATTERN } from '@millenaire/contracts/users';

export function isLoginValid(username: string): boolean {
  return LOGIN_PATTERN.test(username.trim());
}

/** The e-mail is optional; when given it must be an address the server accepts. */
export function isOptionalEmailValid(email: string): boolean {
  return email.trim() === '' || isEmailAddress(email);
}

/** A new password and its repeat, with the spec's strength rule (§5). */
export function isNewPasswordReady(password: string, repeat: string, acceptable: boolean): boolean {
  return acceptable && password !== '' && repeat === password;
}

export interface AccountForm {
  username: string;
  password: string;
  repeat: string;
  email: string;
  captcha: string;
}

/** What a form still needs before its submit button works, in the order of its fields. */
export type MissingItem =
  | 'username'
  | 'validUsername'
  | 'oldPassword'
  | 'password'
  | 'newPassword'
  | 'strongPassword'
  | 'repeat'
  | 'email'
  | 'validEmail'
  | 'captcha'
  | 'code';

/** A second-factor code: anything typed (the server judges it). */
export const codeMissing = (code: string): MissingItem[] => (code.trim() === '' ? ['code'] : []);

/** A new password (`item` names it) strong enough, and the same again in its repeat. */
export function newPasswordMissing(
  password: string,
  repeat: string,
  acceptable: boolean,
  item: 'password' | 'newPassword' = 'newPassword',
): MissingItem[] {
  if (password === '') return [item, 'repeat'];
  const missing: MissingItem[] = [];
  if (!acceptable) missing.push('strongPassword');
  if (repeat !== password) missing.push('repeat');
  return missing;
}

/**
 * Login: both fields, whatever they hold (the server judges them), and the
 * captcha once the server asked for one (`captcha` is undefined until then).
 */
export function loginMissing(username: string, password: string, captcha?: string): MissingItem[] {
  const missing: MissingItem[] = [];
  if (username.trim() === '') missing.push('username');
  if (password === '') missing.push('password');
  if (captcha === '') missing.push('captcha');
  return missing;
}

/** Password change: the current password, then the new one and its repeat. */
export function passwordChangeMissing(
  oldPassword: string,
  password: string,
  repeat: string,
  acceptable: boolean,
): MissingItem[] {
  const old: MissingItem[] = oldPassword === '' ? ['oldPassword'] : [];
  return [...old, ...newPasswordMissing(password, repeat, acceptable)];
}

/** Request for a new password: an address the server accepts. */
export function emailMissing(email: string): MissingItem[] {
  if (email.trim() === '') return ['email'];
  return isEmailAddress(email) ? [] : ['validEmail'];
}

function usernameMissing(username: string): MissingItem[] {
  if (username.trim() === '') return ['username'];
  return isLoginValid(username) ? [] : ['validUsername'];
}

/**
 * Spec §5: Create is enabled only when username, password, repeat and captcha
 * are non-empty, the repeat equals the password, and the password is strong
 * enough (a weaker one counts as unset). Fields the server would refuse
 * (login format, e-mail format) keep it disabled too. Empty when ready.
 */
export function createAccountMissing(
  form: AccountForm,
  passwordAcceptable: boolean,
): MissingItem[] {
  return [
    ...usernameMissing(form.username),
    ...newPasswordMissing(form.password, form.repeat, passwordAcceptable, 'password'),
    ...(isOptionalEmailValid(form.email) ? [] : (['validEmail'] as const)),
    ...(form.captcha === '' ? (['captcha'] as const) : []),
  ];
}

export function canCreateAccount(form: AccountForm, passwordAcceptable: boolean): boolean {
  return createAccountMissing(form, passwordAcceptable).length === 0;
}
