import type { SiteLanguage } from '@millenaire/contracts/common';
import {
  FOLLOWS_PER_ACCOUNT,
  NOTIFICATIONS_PER_PAGE,
  parseSubject,
  type FollowInput,
  type SubjectKind,
  type FollowList,
  type MarkRead,
  type NoticeKind,
  type NotificationList,
  type NotificationSettings,
} from '@millenaire/contracts/notifications';
import type { Actor } from '../../platform/http/auth.ts';
import { ensureCanFollow } from './policy.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import type { DescribedSubject, Notice } from '../../platform/cache/writes.ts';
import type { NotificationsDeps } from './deps.ts';
import * as repo from './repository.ts';

/** The subjects that still exist among these, each named in the language. */
export async function describeSubjects(
  deps: NotificationsDeps,
  subjects: readonly string[],
  language: SiteLanguage,
): Promise<Map<string, DescribedSubject>> {
  const byKind = new Map<SubjectKind, string[]>();
  for (const subject of new Set(subjects)) {
    const parsed = parseSubject(subject);
    if (!parsed) continue;
    byKind.set(parsed.kind, [...(byKind.get(parsed.kind) ?? []), parsed.key]);
  }
  const described = new Map<string, DescribedSubject>();
  for (const [kind, keys] of byKind) {
    const found = (await deps.notices.source(kind)?.describe(keys, language)) ?? new Map();
    for (const [key, subject] of found) described.set(`${kind}:${key}`, subject);
  }
  return described;
}

/**
 * The account's unread notifications that its list shows: one whose subject
 * visitors no longer see (a creation hidden or withdrawn) waits uncounted, as
 * it waits unlisted, until the subject shows again.
 */
async function countUnread(deps: NotificationsDeps, accountId: number): Promise<number> {
  const rows = await repo.unreadBySubject(deps.db, accountId);
  if (rows.length === 0) return 0;
  const shown = await describeSubjects(
    deps,
    rows.map((row) => row.subject),
    'en',
  );
  return rows.reduce((sum, row) => sum + (shown.has(row.subject) ? row.unread : 0), 0);
}

/**
 * What happened to a subject, told to whoever follows it and to its owners
 * (a content's author), never to the account that did it.
 */
export async function deliver(deps: NotificationsDeps, notice: Notice): Promise<void> {
  const parsed = parseSubject(notice.subject);
  if (!parsed) return;
  // What visitors no longer see (a creation hidden meanwhile) tells no one.
  if (!(await describeSubjects(deps, [notice.subject], 'en')).has(notice.subject)) return;
  const owners = (await deps.notices.source(parsed.kind)?.owners?.(parsed.key)) ?? [];
  const followers = await repo.followersOf(deps.db, notice.subject);
  const told = new Set([...followers, ...(await repo.activeAccounts(deps.db, owners))]);
  told.delete(notice.actorId);
  await repo.addNotifications(
    deps.db,
    [...told].sort((a, b) => a - b),
    {
      ...notice,
      at: deps.clock.now().toISOString(),
    },
  );
}

async function emailWanted(deps: NotificationsDeps, accountId: number): Promise<boolean> {
  return ((await repo.findSettings(deps.db, accountId))?.email ?? 1) === 1;
}

/** The member's notifications, newest first, with the subjects that still exist. */
export async function listNotifications(
  deps: NotificationsDeps,
  viewer: Actor | null,
  language: SiteLanguage,
  before: number | undefined,
): Promise<NotificationList> {
  ensureCanFollow(viewer);
  const rows = await repo.listNotifications(deps.db, viewer.id, NOTIFICATIONS_PER_PAGE, before);
  const page = rows.slice(0, NOTIFICATIONS_PER_PAGE);
  const described = await describeSubjects(
    deps,
    page.map((row) => row.subject),
    language,
  );
  const items = page.flatMap((row) => {
    const subject = described.get(row.subject);
    if (!subject) return [];
    return [
      {
        id: row.id,
        subject: row.subject,
        ...subject,
        kind: row.kind as NoticeKind,
        count: row.count,
        by: row.by,
        at: row.updated_at,
        read: row.read_at !== null,
      },
    ];
  });
  return {
    unread: await countUnread(deps, viewer.id),
    items,
    more: rows.length > NOTIFICATIONS_PER_PAGE,
    email: await emailWanted(deps, viewer.id),
  };
}

export async function markRead(
  deps: NotificationsDeps,
  viewer: Actor | null,
  input: MarkRead,
): Promise<{ unread: number }> {
  ensureCanFollow(viewer);
  const ids = 'ids' in input ? input.ids : null;
  await repo.markRead(deps.db, viewer.id, ids, deps.clock.now().toISOString());
  return { unread: await countUnread(deps, viewer.id) };
}

export async function listFollows(
  deps: NotificationsDeps,
  viewer: Actor | null,
  language: SiteLanguage,
): Promise<FollowList> {
  ensureCanFollow(viewer);
  const rows = await repo.listFollows(deps.db, viewer.id);
  const described = await describeSubjects(
    deps,
    rows.map((row) => row.subject),
    language,
  );
  return {
    follows: rows.flatMap((row) => {
      const subject = described.get(row.subject);
      return subject ? [{ subject: row.subject, ...subject, since: row.created_at }] : [];
    }),
  };
}

/** Follows a subject that exists, up to FOLLOWS_PER_ACCOUNT; the page's language is kept for e-mails. */
export async function follow(
  deps: NotificationsDeps,
  viewer: Actor | null,
  input: FollowInput,
): Promise<FollowList> {
  ensureCanFollow(viewer);
  const found = await describeSubjects(deps, [input.subject], input.language);
  if (!found.has(input.subject)) throw notFound();
  if ((await repo.countFollows(deps.db, viewer.id)) >= FOLLOWS_PER_ACCOUNT) {
    throw new AppError(403, 'QUOTA_EXCEEDED');
  }
  await repo.addFollow(deps.db, viewer.id, input.subject, deps.clock.now().toISOString());
  await repo.saveSettings(deps.db, viewer.id, { language: input.language }, input.language);
  return listFollows(deps, viewer, input.language);
}

/** Stops following a subject (whether it still exists or not); following it again undoes it. */
export async function unfollow(
  deps: NotificationsDeps,
  viewer: Actor | null,
  input: FollowInput,
): Promise<FollowList> {
  ensureCanFollow(viewer);
  await repo.removeFollow(deps.db, viewer.id, input.subject);
  await repo.saveSettings(deps.db, viewer.id, { language: input.language }, input.language);
  return listFollows(deps, viewer, input.language);
}

export async function saveSettings(
  deps: NotificationsDeps,
  viewer: Actor | null,
  settings: NotificationSettings,
): Promise<NotificationSettings> {
  ensureCanFollow(viewer);
  await repo.saveSettings(deps.db, viewer.id, settings, settings.language);
  return settings;
}
