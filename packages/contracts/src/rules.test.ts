import { describe, expect, it } from 'vitest';
import {
  canAdministerSite,
  canChangeLevel,
  canChangePassword,
  canCommentTranslation,
  canContribute,
  canFollow,
  canEditComment,
  canEditContent,
  canEditEncyclopedia,
  canListUsers,
  canManageClients,
  canModerateAccounts,
  canReviewEncyclopedia,
  canSaveTranslation,
  canSeeUnconfirmed,
  canSetConfirmed,
  canSuggestTranslation,
  canSuspend,
  wouldRemoveLastAdmin,
  type Viewer,
} from './rules.ts';

// Who asks, about a resource written by account 7 (the "owner").
const VIEWERS = {
  anonymous: null,
  new: { id: 1, level: 'new' },
  confirmed: { id: 2, level: 'confirmed' },
  admin: { id: 3, level: 'admin' },
  owner: { id: 7, level: 'new' },
  other: { id: 8, level: 'confirmed' },
} satisfies Record<string, Viewer>;
type Who = keyof typeof VIEWERS;
const resource = { authorId: 7, id: 7 };

// One row per line of the permission table in DESIGN.md: who may, everyone else may not.
const TABLE: [string, (v: Viewer) => boolean, Who[]][] = [
  ['encyclopedia writes', canEditEncyclopedia, ['new', 'confirmed', 'admin', 'owner', 'other']],
  ['encyclopedia change and image lists', canReviewEncyclopedia, ['admin']],
  ['library create, star, comment', canContribute, ['new', 'confirmed', 'admin', 'owner', 'other']],
  ['library edit content, file, images', (v) => canEditContent(v, resource), ['admin', 'owner']],
  ['comment edit and delete', (v) => canEditComment(v, resource), ['admin', 'owner']],
  ['confirmed flag', canSetConfirmed, ['admin']],
  ['unconfirmed contents', canSeeUnconfirmed, ['admin']],
  ['translation save', canSaveTranslation, ['confirmed', 'admin', 'other']],
  [
    'translation line comments',
    canCommentTranslation,
    ['new', 'confirmed', 'admin', 'owner', 'other'],
  ],
  [
    'suggestions for translation lines',
    canSuggestTranslation,
    ['new', 'confirmed', 'admin', 'owner', 'other'],
  ],
  ['user list', canListUsers, ['admin']],
  ['set account level', canChangeLevel, ['admin']],
  ['releases, hall of fame, bonus, ping statistics', canAdministerSite, ['admin']],
  ['sign-in clients (OpenID Connect)', canManageClients, ['admin']],
  ['follows and notifications', canFollow, ['new', 'confirmed', 'admin', 'owner', 'other']],
  ['password change', (v) => canChangePassword(v, resource), ['owner']],
  ['suspension and rollback', canModerateAccounts, ['admin']],
  ['suspending an account', (v) => canSuspend(v, resource), ['admin']],
  ['suspending oneself', (v) => canSuspend(v, { id: v?.id ?? 0 }), []],
];

describe.each(TABLE)('%s', (_name, rule, allowed) => {
  it.each(Object.keys(VIEWERS) as Who[])('%s', (who) => {
    expect(rule(VIEWERS[who])).toBe(allowed.includes(who));
  });
});

describe('ownership', () => {
  it('counts nobody as the author of a resource whose author is gone', () => {
    const orphan = { authorId: null };
    expect(canEditContent(VIEWERS.owner, orphan)).toBe(false);
    expect(canEditComment(VIEWERS.admin, orphan)).toBe(true);
  });
});

describe('the last administrator', () => {
  it('cannot be demoted, but can stay an administrator', () => {
    expect(wouldRemoveLastAdmin('admin', 'confirmed', 1)).toBe(true);
    expect(wouldRemoveLastAdmin('admin', 'new', 1)).toBe(true);
    expect(wouldRemoveLastAdmin('admin', 'admin', 1)).toBe(false);
  });

  it('can be demoted when another administrator remains, and others change freely', () => {
    expect(wouldRemoveLastAdmin('admin', 'new', 2)).toBe(false);
    expect(wouldRemoveLastAdmin('new', 'confirmed', 1)).toBe(false);
  });
});
