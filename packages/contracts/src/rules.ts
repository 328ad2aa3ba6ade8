import type { AccountLevel } from './users.ts';

/**
 * Who is looking: a logged-in account (its id and level) or nobody. The web
 * app builds it from the session, the server from the verified token.
 */
export type Viewer = { id: number; level: AccountLevel } | null;

/** Anything with an author: library contents, comments. */
export interface Owned {
  /** The author's account id; null when the author's account is gone. */
  authorId: number | null;
}

/*
 * Pure permission rules, one per line of the permission table in DESIGN.md.
 * The server's policies enforce them (401 for nobody, 403 for an account that
 * may not) and the web app hides the controls they refuse: one rule, written once.
 */

export function isAdmin(level: AccountLevel | undefined): boolean {
  return level === 'admin';
}

/** 'Confirmed' means admin or confirmed. */
export function isConfirmed(level: AccountLevel | undefined): boolean {
  return level === 'admin' || level === 'confirmed';
}

const isAdminViewer = (viewer: Viewer): boolean => isAdmin(viewer?.level);
const isOwner = (viewer: Viewer, resource: Owned): boolean =>
  viewer !== null && resource.authorId !== null && resource.authorId === viewer.id;

/** Encyclopedia descriptions and images: any account. */
export function canEditEncyclopedia(viewer: Viewer): boolean {
  return viewer !== null;
}

/** The encyclopedia's changes list and images list: administrators. */
export function canReviewEncyclopedia(viewer: Viewer): boolean {
  return isAdminViewer(viewer);
}

/** Library: create a content, star, comment. */
export function canContribute(viewer: Viewer): boolean {
  return viewer !== null;
}

/** Library content details, its file and its images: the author or an administrator. */
export function canEditContent(viewer: Viewer, content: Owned): boolean {
  return isAdminViewer(viewer) || isOwner(viewer, content);
}

/** A comment's text, or its removal: the author or an administrator. */
export function canEditComment(viewer: Viewer, comment: Owned): boolean {
  return isAdminViewer(viewer) || isOwner(viewer, comment);
}

/** The library's confirmed flag: administrators (others' values are ignored). */
export function canSetConfirmed(viewer: Viewer): boolean {
  return isAdminViewer(viewer);
}

/** Unconfirmed library contents in the list: administrators. */
export function canSeeUnconfirmed(viewer: Viewer): boolean {
  return isAdminViewer(viewer);
}

/** Saving a translation file or its explanations: confirmed accounts and administrators. */
export function canSaveTranslation(viewer: Viewer): boolean {
  return isConfirmed(viewer?.level);
}

/** Comments on a translation file's lines: any account (unconfirmed volunteers discuss too). */
export function canCommentTranslation(viewer: Viewer): boolean {
  return viewer !== null;
}

/**
 * Suggesting a value for a line of a translation file: any account (a
 * translator accepts or rejects it).
 */
export function canSuggestTranslation(viewer: Viewer): boolean {
  return viewer !== null;
}

/** The user list: administrators. */
export function canListUsers(viewer: Viewer): boolean {
  return isAdminViewer(viewer);
}

/** Setting an account's level: administrators (the last-admin rule comes on top). */
export function canChangeLevel(viewer: Viewer): boolean {
  return isAdminViewer(viewer);
}

/** Suspending accounts and undoing their edits: administrators. */
export function canModerateAccounts(viewer: Viewer): boolean {
  return isAdminViewer(viewer);
}

/** Suspending or reinstating an account: administrators, never their own account. */
export function canSuspend(viewer: Viewer, account: { id: number }): boolean {
  return canModerateAccounts(viewer) && viewer?.id !== account.id;
}

/** Administrators sign in with a second factor; without one they act as confirmed members. */
export function needsSecondFactor(level: AccountLevel, secondFactorOn: boolean): boolean {
  return level === 'admin' && !secondFactorOn;
}

/** Resetting a member's second factor (a lost phone): administrators, never their own. */
export function canResetSecondFactor(viewer: Viewer, account: { id: number }): boolean {
  return canModerateAccounts(viewer) && viewer?.id !== account.id;
}

/** Releases, hall of fame, bonus players, ping statistics: administrators. */
export function canAdministerSite(viewer: Viewer): boolean {
  return isAdminViewer(viewer);
}

/** The sign-in clients of the site's OpenID Connect provider (the wiki...): administrators. */
export function canManageClients(viewer: Viewer): boolean {
  return isAdminViewer(viewer);
}

/** Follows, notifications and their e-mail setting: any account, each its own. */
export function canFollow(viewer: Viewer): boolean {
  return viewer !== null;
}

/** A password change: only one's own account. */
export function canChangePassword(viewer: Viewer, account: { id: number }): boolean {
  return viewer !== null && viewer.id === account.id;
}

/**
 * The site always keeps an administrator: demoting the only one is refused.
 * `adminCount` is how many administrators there are now.
 */
export function wouldRemoveLastAdmin(
  current: AccountLevel,
  next: AccountLevel,
  adminCount: number,
): boolean {
  return isAdmin(current) && !isAdmin(next) && adminCount <= 1;
}
