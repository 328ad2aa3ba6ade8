import { afterAll, expect, it, vi } from 'vitest';
import { describeWithApp } from '../../../test/app.ts';
import { createUser, post } from '../../../test/users.ts';
import { startTestSmtp } from '../../../test/smtp.ts';

// A real SMTP listener on the loopback: the site sends the reset message to
// it over SMTP, and the test follows the link found in what it received.
const smtp = await startTestSmtp();
const { received } = smtp;
afterAll(() => smtp.close());

describeWithApp('password reset by e-mail over SMTP', { env: { SMTP_URL: smtp.url } }, (t) => {
  it('sends the link, which resets the password', async () => {
    received.length = 0;
    await createUser(t, { login: 'Gontran', email: 'gontran@example.org' });
    const res = await post(t.app, '/api/users/requestnewpassword', {
      email: 'gontran@example.org',
      language: 'en',
    });
    expect(res.statusCode).toBe(200);
    await t.app.jobs.idle();
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 5000 });
    const mail = received[0]!.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(mail).toMatch(/^To: gontran@example\.org/m);
    expect(mail).toContain('Subject: =?UTF-8?');
    const link = new URL(mail.match(/http:\/\/\S+\/user\/passwordreset\?\S+/)![0]);
    const reset = await post(t.app, '/api/users/resetpassword', {
      email: link.searchParams.get('email'),
      key: link.searchParams.get('key'),
      password: 'four horses at dawn',
    });
    expect(reset.json()).toEqual({ login: 'Gontran' });
    const login = await post(t.app, '/api/users/loginuser', {
      username: 'Gontran',
      password: 'four horses at dawn',
    });
    expect(login.statusCode).toBe(200);
  });
});
