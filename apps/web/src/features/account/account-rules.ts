import { LOGIN_PATTERN } from '@millenaire/contracts';

/** A light check only: the server validates addresses properly. */
const EMAIL_LIKE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isLoginValid(username: string): boolean {
  return LOGIN_PATTERN.test(username.trim());
}

/** The e-mail is optional; when given it must look like an address. */
export function isOptionalEmailValid(email: string): boolean {
  const trimmed = email.trim();
  return trimmed === '' || EMAIL_LIKE.test(trimmed);
}

export function isEmailValid(email: string): boolean {
  return EMAIL_LIKE.test(email.trim());
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

/**
 * Spec §5: Create is enabled only when username, password, repeat and captcha
 * are non-empty, the repeat equals the password, and the password is strong
 * enough (a weaker one counts as unset). Fields the server would refuse
 * (login format, e-mail format) keep it disabled too.
 */
export function canCreateAccount(form: AccountForm, passwordAcceptable: boolean): boolean {
  return (
    form.username.trim() !== '' &&
    form.captcha !== '' &&
    isNewPasswordReady(form.password, form.repeat, passwordAcceptable) &&
    isLoginValid(form.username) &&
    isOptionalEmailValid(form.email)
  );
}
