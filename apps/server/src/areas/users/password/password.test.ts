import { expect, it, vi } from 'vitest';
import { describeWithApp } from '../../../test/app.ts';
import { bearer, createUser, post } from '../../../test/users.ts';
import { readOutbox, resetLink } from '../../../test/mails.ts';

const NEW_PASSWORD = 'moulin à vent 1742';

describeWithApp('changing a password', {}, (t) => {
  it('needs the user’s own account and current password', async () => {
    const { user, token } = await createUser(t);
    const other = await createUser(t);
    const url = `/api/users/${user.id}/password`;
    const body = { oldpassword: 'villageois!42', password: NEW_PASSWORD };
    expect((await post(t.app, url, body)).statusCode).toBe(401);
    const foreign = await post(t.app, url, body, bearer(other.token));
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: 'UNAUTHORIZED' });
    const wrong = await post(t.app, url, { ...body, oldpassword: 'not-it' }, bearer(token));
    expect(wrong.json()).toEqual({ message: 'WRONG_PASSWORD' });
    const weak = await post(t.app, url, { ...body, password: 'azerty' }, bearer(token));
    expect(weak.json()).toEqual({ message: 'WEAK_PASSWORD' });
  });

  it('answers a fresh token and ends older sessions', async () => {
    const { user, token, password } = await createUser(t);
    const res = await post(
      t.app,
      `/api/users/${user.id}/password`,
      { oldpassword: password, password: NEW_PASSWORD },
      bearer(token),
    );
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/users/me', headers: bearer(token) })).statusCode).toBe(
      401,
    );
    expect(
      (await t.app.inject({ url: '/api/users/me', headers: bearer(res.json().token) })).statusCode,
    ).toBe(200);
    const login = await post(t.app, '/api/users/loginuser', {
      username: user.login,
      password: NEW_PASSWORD,
    });
    expect(login.statusCode).toBe(200);
  });
});

describeWithApp('resetting a forgotten password', {}, (t) => {
  it('answers the same for unknown addresses and sends nothing', async () => {
    const res = await post(t.app, '/api/users/requestnewpassword', {
      email: 'ghost@example.org',
      language: 'en',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
    await t.app.jobs.idle();
    expect(readOutbox(t.config.dataDir)).toEqual([]);
  });

  it('mails a link in the asked language whose key works once', async () => {
    const { user } = await createUser(t, { login: 'Brunehaut', email: 'brune@example.org' });
    const res = await post(t.app, '/api/users/requestnewpassword', {
      email: 'brune@example.org',
      language: 'fr',
    });
    expect(res.statusCode).toBe(200);
    await t.app.jobs.idle();
    await vi.waitFor(() => expect(readOutbox(t.config.dataDir)).toHaveLength(1));
    const mail = readOutbox(t.config.dataDir)[0]!;
    expect(mail).toContain('Bonjour Brunehaut');
    const link = resetLink(mail);
    expect(link.pathname).toBe('/user/passwordreset');
    const email = link.searchParams.get('email')!;
    const key = link.searchParams.get('key')!;
    expect(key.length).toBeGreaterThanOrEqual(43);

    const stored = await t.app.db.selectFrom('password_resets').selectAll().execute();
    expect(stored[0]?.key_hash).not.toContain(key);

    const weak = await post(t.app, '/api/users/resetpassword', { email, key, password: 'soleil' });
    expect(weak.json()).toEqual({ message: 'WEAK_PASSWORD' });
    const wrongEmail = await post(t.app, '/api/users/resetpassword', {
      email: 'x@example.org',
      key,
      password: NEW_PASSWORD,
    });
    expect(wrongEmail.json()).toEqual({ message: 'INVALID_RESET_KEY' });
    const ok = await post(t.app, '/api/users/resetpassword', {
      email,
      key,
      password: NEW_PASSWORD,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ login: user.login });
    const again = await post(t.app, '/api/users/resetpassword', {
      email,
      key,
      password: NEW_PASSWORD,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: 'INVALID_RESET_KEY' });
    const login = await post(t.app, '/api/users/loginuser', {
      username: 'Brunehaut',
      password: NEW_PASSWORD,
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses an expired key', async () => {
    await createUser(t, { login: 'Ermengarde', email: 'erm@example.org' });
    const before = readOutbox(t.config.dataDir).length;
    await post(t.app, '/api/users/requestnewpassword', {
      email: 'erm@example.org',
      language: 'en',
    });
    await t.app.jobs.idle();
    await vi.waitFor(() => expect(readOutbox(t.config.dataDir).length).toBe(before + 1));
    const mails = readOutbox(t.config.dataDir).filter((m) => m.includes('Hello Ermengarde'));
    const link = resetLink(mails[0]!);
    await t.app.db
      .updateTable('password_resets')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .execute();
    const res = await post(t.app, '/api/users/resetpassword', {
      email: link.searchParams.get('email'),
      key: link.searchParams.get('key'),
      password: NEW_PASSWORD,
    });
    expect(res.json()).toEqual({ message: 'INVALID_RESET_KEY' });
  });
});
