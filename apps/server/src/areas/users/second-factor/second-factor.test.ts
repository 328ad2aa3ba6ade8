import { describe, expect, it, vi } from 'vitest';
import { describeWithApp, describeWithTwoProcesses, type TestContext } from '../../../test/app.ts';
import { readOutbox } from '../../../test/mails.ts';
import { appCode, bearer, createUser, post } from '../../../test/users.ts';

const unfold = (mail: string) => mail.replace(/=\r?\n/g, '');

/** Sets up the second factor as the settings page does; the secret and the recovery codes. */
async function turnOn(t: TestContext, token: string) {
  const setup = await post(t.app, '/api/users/secondfactor/setup', {}, bearer(token));
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json<{ secret: string }>();
  const confirmed = await post(
    t.app,
    '/api/users/secondfactor/confirm',
    { code: await appCode(secret) },
    bearer(token),
  );
  expect(confirmed.statusCode).toBe(200);
  const { recoveryCodes, token: fresh } = confirmed.json<{
    recoveryCodes: string[];
    token: string;
  }>();
  return { secret, recoveryCodes, token: fresh };
}

async function passwordStep(t: TestContext, login: string, password: string) {
  const answer = await post(t.app, '/api/users/loginuser', { username: login, password });
  expect(answer.statusCode).toBe(200);
  return answer.json<{ ticket?: string; token?: string }>();
}

describeWithApp('two-step sign-in', {}, (t) => {
  it('is set up with a QR code and a confirmed code, and gives ten recovery codes once', async () => {
    const { token } = await createUser(t);
    const state = await t.app.inject({ url: '/api/users/secondfactor', headers: bearer(token) });
    expect(state.json()).toEqual({ on: false, recoveryCodesLeft: 0, required: false });

    const setup = await post(t.app, '/api/users/secondfactor/setup', {}, bearer(token));
    const { secret, uri, qr } = setup.json<{ secret: string; uri: string; qr: string }>();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    expect(qr).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qr.split(',')[1]!, 'base64').toString()).toContain('<svg');

    const wrong = await post(
      t.app,
      '/api/users/secondfactor/confirm',
      { code: '000000' },
      bearer(token),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: 'WRONG_CODE' });

    const confirmed = await post(
      t.app,
      '/api/users/secondfactor/confirm',
      { code: await appCode(secret) },
      bearer(token),
    );
    expect(confirmed.statusCode).toBe(200);
    const { recoveryCodes } = confirmed.json<{ recoveryCodes: string[] }>();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored = await t.app.db.selectFrom('recovery_codes').select('code_hash').execute();
    expect(stored.map((row) => row.code_hash)).not.toContain(recoveryCodes[0]);

    const after = await t.app.inject({ url: '/api/users/secondfactor', headers: bearer(token) });
    expect(after.json()).toEqual({ on: true, recoveryCodesLeft: 10, required: false });
    // The setup's secret is spent: confirming again needs a new setup.
    const again = await post(
      t.app,
      '/api/users/secondfactor/confirm',
      { code: await appCode(secret, 1) },
      bearer(token),
    );
    expect(again.json()).toEqual({ message: 'NO_SECOND_FACTOR_SETUP' });
  });

  it('asks for a code after the password; each code opens once, a recovery code too, and its use is mailed', async () => {
    const { user, token, password } = await createUser(t, { email: 'berthe@example.org' });
    const { secret, recoveryCodes } = await turnOn(t, token);

    const first = await passwordStep(t, user.login, password);
    expect(first.token).toBeUndefined();
    expect(first.ticket).toBeTypeOf('string');
    // The ticket opens nothing by itself.
    const asToken = await t.app.inject({ url: '/api/users/me', headers: bearer(first.ticket!) });
    expect(asToken.statusCode).toBe(401);

    const wrong = await post(t.app, '/api/users/loginuser/secondfactor', {
      ticket: first.ticket,
      code: '123456',
    });
    expect(wrong.json()).toEqual({ message: 'WRONG_CODE' });
    // The code of the next 30 seconds, typed with a space as apps show it.
    const code = await appCode(secret, 1);
    const opened = await post(t.app, '/api/users/loginuser/secondfactor', {
      ticket: first.ticket,
      code: `${code.slice(0, 3)} ${code.slice(3)}`,
    });
    expect(opened.statusCode).toBe(200);
    const me = await t.app.inject({
      url: '/api/users/me',
      headers: bearer(opened.json<{ token: string }>().token),
    });
    expect(me.json()).toMatchObject({ login: user.login, needsSecondFactor: false });

    // The same code again, or an older one, is refused: it could have been seen.
    const second = await passwordStep(t, user.login, password);
    for (const old of [code, await appCode(secret)]) {
      const replay = await post(t.app, '/api/users/loginuser/secondfactor', {
        ticket: second.ticket,
        code: old,
      });
      expect(replay.json()).toEqual({ message: 'WRONG_CODE' });
    }

    const recovered = await post(t.app, '/api/users/loginuser/secondfactor', {
      ticket: second.ticket,
      code: recoveryCodes[3]!.toUpperCase(),
    });
    expect(recovered.statusCode).toBe(200);
    const reused = await post(t.app, '/api/users/loginuser/secondfactor', {
      ticket: second.ticket,
      code: recoveryCodes[3],
    });
    expect(reused.json()).toEqual({ message: 'WRONG_CODE' });
    const state = await t.app.inject({ url: '/api/users/secondfactor', headers: bearer(token) });
    expect(state.json()).toMatchObject({ on: true, recoveryCodesLeft: 9 });
    await t.app.jobs.idle();
    await vi.waitFor(() =>
      expect(
        readOutbox(t.config.dataDir).some(
          (mail) =>
            mail.includes('To: berthe@example.org') && unfold(mail).includes('recovery codes'),
        ),
      ).toBe(true),
    );
  });

  it('refuses a ticket once the password changed, and one of a suspended account', async () => {
    const { user, token, password } = await createUser(t);
    const { secret } = await turnOn(t, token);
    const { ticket } = await passwordStep(t, user.login, password);
    await t.app.db
      .updateTable('users')
      .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
      .where('id', '=', user.id)
      .execute();
    const late = await post(t.app, '/api/users/loginuser/secondfactor', {
      ticket,
      code: await appCode(secret),
    });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ message: 'EXPIRED_TICKET' });
    const forged = await post(t.app, '/api/users/loginuser/secondfactor', {
      ticket: token,
      code: await appCode(secret),
    });
    expect(forged.json()).toEqual({ message: 'EXPIRED_TICKET' });
  });

  it('gives new recovery codes against a code; a member turns it off (mailed), an administrator cannot', async () => {
    const { token } = await createUser(t, { email: 'aude@example.org' });
    const { secret, recoveryCodes } = await turnOn(t, token);
    const renewed = await post(
      t.app,
      '/api/users/secondfactor/recoverycodes',
      { code: await appCode(secret, 1) },
      bearer(token),
    );
    const fresh = renewed.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(fresh).toHaveLength(10);
    // The old codes stopped working.
    const withOld = await post(
      t.app,
      '/api/users/secondfactor/off',
      { code: recoveryCodes[0] },
      bearer(token),
    );
    expect(withOld.json()).toEqual({ message: 'WRONG_CODE' });
    const off = await post(t.app, '/api/users/secondfactor/off', { code: fresh[0] }, bearer(token));
    expect(off.statusCode).toBe(200);
    const state = await t.app.inject({ url: '/api/users/secondfactor', headers: bearer(token) });
    expect(state.json()).toEqual({ on: false, recoveryCodesLeft: 0, required: false });
    await t.app.jobs.idle();
    await vi.waitFor(() =>
      expect(
        readOutbox(t.config.dataDir).filter((mail) => mail.includes('To: aude@example.org')),
      ).toHaveLength(2),
    );

    const admin = await createUser(t, { level: 'admin' });
    const refused = await post(
      t.app,
      '/api/users/secondfactor/off',
      { code: await appCode(admin.secret!) },
      bearer(admin.token),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'SECOND_FACTOR_REQUIRED' });
  });

  it('holds an administrator without a second factor back from every admin call until one is set up', async () => {
    const { user, token } = await createUser(t, { level: 'admin', secondFactor: false });
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(payload).toMatchObject({ role: 'admin', needs_second_factor: true });
    const me = await t.app.inject({ url: '/api/users/me', headers: bearer(token) });
    expect(me.json()).toMatchObject({ accountlevel: 'admin', needsSecondFactor: true });
    for (const url of ['/api/users/', '/api/users/moderationlog', '/api/users/confirmations']) {
      const refused = await t.app.inject({ url, headers: bearer(token) });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json(), url).toEqual({ message: 'SECOND_FACTOR_REQUIRED' });
    }
    const level = await post(
      t.app,
      `/api/users/${user.id}`,
      { accountlevel: 'admin' },
      bearer(token),
    );
    expect(level.json()).toEqual({ message: 'SECOND_FACTOR_REQUIRED' });
    // A member's own calls still work.
    const state = await t.app.inject({ url: '/api/users/secondfactor', headers: bearer(token) });
    expect(state.json()).toEqual({ on: false, recoveryCodesLeft: 0, required: true });

    const { token: fresh } = await turnOn(t, token);
    const freshPayload = JSON.parse(Buffer.from(fresh.split('.')[1]!, 'base64url').toString());
    expect(freshPayload.needs_second_factor).toBeUndefined();
    const list = await t.app.inject({ url: '/api/users/', headers: bearer(fresh) });
    expect(list.statusCode).toBe(200);
  });

  it('lets an administrator reset a member’s second factor, mailed and written in the moderation log', async () => {
    const admin = await createUser(t, { level: 'admin' });
    const member = await createUser(t, { email: 'odon@example.org' });
    await turnOn(t, member.token);
    const other = await createUser(t);
    const notAdmin = await post(
      t.app,
      `/api/users/${member.user.id}/secondfactor/reset`,
      {},
      bearer(other.token),
    );
    expect(notAdmin.statusCode).toBe(403);
    const own = await post(
      t.app,
      `/api/users/${admin.user.id}/secondfactor/reset`,
      {},
      bearer(admin.token),
    );
    expect(own.statusCode).toBe(403);

    const reset = await post(
      t.app,
      `/api/users/${member.user.id}/secondfactor/reset`,
      {},
      bearer(admin.token),
    );
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ id: member.user.id, secondFactor: false });
    const login = await passwordStep(t, member.user.login, member.password);
    expect(login.token).toBeTypeOf('string');

    const log = await t.app.inject({
      url: '/api/users/moderationlog',
      headers: bearer(admin.token),
    });
    expect(log.json().entries[0]).toMatchObject({
      by: admin.user.login,
      account: member.user.login,
      action: 'second-factor-reset',
    });
    await t.app.jobs.idle();
    await vi.waitFor(() =>
      expect(
        readOutbox(t.config.dataDir).some(
          (mail) =>
            mail.includes('To: odon@example.org') && unfold(mail).includes('administrator reset'),
        ),
      ).toBe(true),
    );
  });

  it('writes level changes and suspensions in the moderation log', async () => {
    const admin = await createUser(t, { level: 'admin' });
    const member = await createUser(t);
    await post(
      t.app,
      `/api/users/${member.user.id}`,
      { accountlevel: 'confirmed' },
      bearer(admin.token),
    );
    await post(
      t.app,
      `/api/users/${member.user.id}/suspension`,
      { suspended: true },
      bearer(admin.token),
    );
    await post(
      t.app,
      `/api/users/${member.user.id}/suspension`,
      { suspended: true },
      bearer(admin.token),
    );
    const log = await t.app.inject({
      url: '/api/users/moderationlog',
      headers: bearer(admin.token),
    });
    const mine = log
      .json<{ entries: { account: string; action: string; detail: string }[] }>()
      .entries.filter((entry) => entry.account === member.user.login);
    expect(mine.map((entry) => [entry.action, entry.detail])).toEqual([
      ['suspend', ''],
      ['level', 'confirmed'],
    ]);
  });
});

describe('wrong codes', () => {
  describeWithTwoProcesses('are counted per account on every process together', {}, (t, other) => {
    it('refuses with 429 and Retry-After past five, even the right code', async () => {
      const { user, token, password } = await createUser(t);
      const { secret } = await turnOn(t, token);
      const { ticket } = await passwordStep(t, user.login, password);
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          post(i % 2 ? other() : t.app, '/api/users/loginuser/secondfactor', {
            ticket,
            code: String(100000 + i),
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses.filter((status) => status === 400)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(5);
      const limited = answers.find((answer) => answer.statusCode === 429)!;
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      const right = await post(other(), '/api/users/loginuser/secondfactor', {
        ticket,
        code: await appCode(secret, 1),
      });
      expect(right.statusCode).toBe(429);
    });
  });
});
