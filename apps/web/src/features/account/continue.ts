import type { NavigateFunction } from 'react-router';
import { openServerAddress } from '@/shared/navigation';

/**
 * Where a login an application asked for (the wiki, through the site's
 * OpenID Connect provider) continues: only the provider's own address of a
 * login under way, never another site.
 */
const PROVIDER_LOGIN = /^\/oidc\/interaction\/[\w-]{1,64}$/;
/** A page of this site (an administration page an administrator was sent from). */
const SITE_PAGE = /^\/(?![/\\])[\w\-./?=&%]*$/;

/** Whether `?continue=` names a place the account pages may go on to. */
export function isContinuation(next: string | null): next is string {
  return next !== null && (PROVIDER_LOGIN.test(next) || SITE_PAGE.test(next));
}

/** Goes on to `next`: the provider's login is the server's address, a site page the app's. */
export function continueTo(next: string, navigate: NavigateFunction): void {
  if (PROVIDER_LOGIN.test(next)) openServerAddress(next);
  else void navigate(next);
}
