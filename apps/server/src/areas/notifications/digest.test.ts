import { expect, it } from 'vitest';
import { describeWithApp } from '../../test/app.ts';
import { request } from '../../test/library.ts';
import {
  comment,
  follow,
  HOUR,
  list,
  mailsTo,
  publishedContent,
  sweepAt,
} from '../../test/notifications.ts';
import { createUser } from '../../test/users.ts';

describeWithApp('notification digests', { seed: true }, (t) => {
  it('mails one digest a day in the member’s language, with a signed unsubscribe link', async () => {
    const { id, author } = await publishedContent(t);
    const email = author.user.email!;
    await follow(t, author.token, 'language:de', 'fr');
    const { token: reader } = await createUser(t);
    await comment(t, reader, id);
    await comment(t, reader, id, 'Second');
    await t.app.jobs.idle();
    const now = Date.now();
    // Not before the notifications have settled an hour.
    await sweepAt(t, new Date(now + 10 * 60_000));
    expect(mailsTo(t, email)).toHaveLength(0);
    // Two processes sweeping at once send one mail.
    await Promise.all([sweepAt(t, new Date(now + 2 * HOUR)), sweepAt(t, new Date(now + 2 * HOUR))]);
    const [mail, ...others] = mailsTo(t, email);
    expect(others).toHaveLength(0);
    expect(mail).toContain('2 nouveaux commentaires sur Harbour');
    expect(mail).toContain(`/library/${id}?lang=fr`);
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    const link = new URL(mail!.match(/https?:\/\/\S+\/user\/unsubscribe\?\S+/)![0]);

    // Something new the same day waits for the next day's digest.
    await comment(t, reader, id, 'Third');
    await t.app.jobs.idle();
    await sweepAt(t, new Date(now + 12 * HOUR));
    expect(mailsTo(t, email)).toHaveLength(1);
    await sweepAt(t, new Date(now + 27 * HOUR));
    expect(mailsTo(t, email)).toHaveLength(2);
    expect(mailsTo(t, email).join('\n')).toContain('3 nouveaux commentaires');

    // The link works without a login; a wrong key does nothing.
    const account = link.searchParams.get('account')!;
    const key = link.searchParams.get('key')!;
    const wrong = await request(
      t,
      'POST',
      `/api/notifications/unsubscribe?account=${account}&key=${'x'.repeat(32)}`,
    );
    expect(wrong.statusCode).toBe(404);
    const other = await request(
      t,
      'POST',
      `/api/notifications/unsubscribe?account=${Number(account) + 1}&key=${key}`,
    );
    expect(other.statusCode).toBe(404);
    // A mail client's one-click button posts a form.
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/unsubscribe?account=${account}&key=${key}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(oneClick.json()).toEqual({ email: false });
    expect((await list(t, author.token)).email).toBe(false);
    await comment(t, reader, id, 'Fourth');
    await t.app.jobs.idle();
    await sweepAt(t, new Date(now + 60 * HOUR));
    expect(mailsTo(t, email)).toHaveLength(2);
    // Taken back from the same link.
    const resumed = await request(
      t,
      'POST',
      `${link.pathname.replace('/user/', '/api/notifications/')}${link.search}&resume=1`,
    );
    expect(resumed.json()).toEqual({ email: true });
    expect((await list(t, author.token)).email).toBe(true);
  });
});
