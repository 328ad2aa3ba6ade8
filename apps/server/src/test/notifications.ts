import { expect } from 'vitest';
import type { NotificationList } from '@millenaire/contracts/notifications';
import { notificationsDeps } from '../areas/notifications/deps.ts';
import { sendDigests } from '../areas/notifications/digest.ts';
import type { TestContext } from './app.ts';
import { confirm, newContent, request } from './library.ts';
import { readOutbox } from './mails.ts';
import { createUser } from './users.ts';

// What the notifications tests do as a member would: list, follow, comment,
// publish, and run the digest's sweep at a chosen time.

export const HOUR = 3_600_000;

export const list = async (t: TestContext, token: string, language = 'en') => {
  const res = await request(t, 'GET', `/api/notifications?language=${language}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as NotificationList;
};

export const follow = (t: TestContext, token: string, subject: string, language = 'en') =>
  request(t, 'POST', '/api/notifications/follows', token, { subject, language });

export const comment = (t: TestContext, token: string, id: number, text = 'Lovely harbour') =>
  request(t, 'POST', `/api/library/contents/${id}/comments`, token, { text });

/** A confirmed content by a new author, and the author's token. */
export async function publishedContent(t: TestContext) {
  const author = await createUser(t, {
    level: 'confirmed',
    email: `author${Math.random().toString(36).slice(2, 8)}@example.org`,
  });
  const id = await newContent(t, author.token, { title: `Harbour ${Math.random()}` });
  await confirm(t, id);
  return { id, author };
}

/** Runs a digest sweep as if it were `at`. */
/** A sweep of the digests at a chosen time, and the mails it wrote sent. */
export async function sweepAt(t: TestContext, at: Date): Promise<number> {
  const sent = await sendDigests({ ...notificationsDeps(t.app), clock: { now: () => at } });
  await t.app.jobs.idle();
  return sent;
}

export const mailsTo = (t: TestContext, email: string) =>
  readOutbox(t.config.dataDir)
    .map((mail) => mail.replace(/=\r?\n/g, '').replace(/=3D/g, '='))
    .filter((mail) => mail.includes(`To: ${email}`));
