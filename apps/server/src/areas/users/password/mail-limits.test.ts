import { expect, it } from 'vitest';
import { describeWithApp } from '../../../test/app.ts';
import { bearer, createUser, post } from '../../../test/users.ts';
import { readOutbox, resetLink } from '../../../test/mails.ts';

describeWithApp('reset mails and keys', {}, (t) => {
  it('mails one address at most three times an hour, from any number of addresses', async () => {
    await createUser(t, { login: 'Frodoin', email: 'frodoin@example.org' });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/users/requestnewpassword',
          remoteAddress: `192.0.2.${40 + i}`,
          payload: { email: 'frodoin@example.org', language: 'en' },
        }),
      ),
    );
    // Every request is answered alike; the limit is silent.
    expect(answers.map((a) => [a.statusCode, a.body])).toEqual(answers.map(() => [200, '{}']));
    await t.app.jobs.idle();
    const mails = readOutbox(t.config.dataDir).filter((m) => m.includes('Hello Frodoin'));
    expect(mails).toHaveLength(3);
  });

  it('closes every mailed key when the password is changed', async () => {
    const { user, token, password } = await createUser(t, {
      login: 'Gisela',
      email: 'gisela@example.org',
    });
    await post(t.app, '/api/users/requestnewpassword', {
      email: 'gisela@example.org',
      language: 'en',
    });
    await t.app.jobs.idle();
    const mail = readOutbox(t.config.dataDir).find((m) => m.includes('Hello Gisela'))!;
    const link = resetLink(mail);
    const changed = await post(
      t.app,
      `/api/users/${user.id}/password`,
      { oldpassword: password, password: 'tuiles et chaume 1203' },
      bearer(token),
    );
    expect(changed.statusCode).toBe(200);
    const reset = await post(t.app, '/api/users/resetpassword', {
      email: link.searchParams.get('email'),
      key: link.searchParams.get('key'),
      password: 'a thief would choose this 77',
    });
    expect(reset.json()).toEqual({ message: 'INVALID_RESET_KEY' });
  });
});
