import { afterAll, expect, it, vi } from 'vitest';
import { describeWithApp } from '../../test/app.ts';
import { confirm, newContent, request } from '../../test/library.ts';
import { createUser } from '../../test/users.ts';
import { notificationsDeps } from './deps.ts';
import { sendDigests } from './digest.ts';
import { startTestSmtp } from '../../test/smtp.ts';

// A real SMTP listener on the loopback: the digest goes to it over SMTP, with
// its unsubscribe headers, and the link it carries works.
const smtp = await startTestSmtp();
const { received } = smtp;
afterAll(() => smtp.close());

describeWithApp(
  'the notification digest over SMTP',
  { seed: true, env: { SEED_DEMO: 'false', SMTP_URL: smtp.url } },
  (t) => {
    it('sends the day’s digest with a one-click unsubscribe that works', async () => {
      received.length = 0;
      const author = await createUser(t, { level: 'confirmed', email: 'potter@example.org' });
      const id = await newContent(t, author.token, { title: 'Clay pit' });
      await confirm(t, id);
      const { token } = await createUser(t);
      await request(t, 'POST', `/api/library/contents/${id}/comments`, token, { text: 'Nice!' });
      await t.app.jobs.idle();
      const later = new Date(Date.now() + 2 * 3_600_000);
      expect(await sendDigests({ ...notificationsDeps(t.app), clock: { now: () => later } })).toBe(
        1,
      );
      await t.app.jobs.idle();
      await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 5000 });
      const mail = received[0]!.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      expect(mail).toMatch(/^To: potter@example\.org/m);
      expect(mail).toContain('A new comment on Clay pit');
      expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
      // A long header is folded onto the next line.
      const oneClick = /^List-Unsubscribe:\s*<(\S+)>/m.exec(mail)![1]!;
      const url = new URL(oneClick);
      const res = await t.app.inject({
        method: 'POST',
        url: `${url.pathname}${url.search}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(res.json()).toEqual({ email: false });
    });
  },
);
