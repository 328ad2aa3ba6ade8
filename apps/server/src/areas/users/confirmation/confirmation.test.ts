import { expect, it } from 'vitest';
import type { NotificationList } from '@millenaire/contracts/notifications';
import type { ConfirmationQueue, ConfirmationRequest } from '@millenaire/contracts';
import { describeWithApp, type TestContext } from '../../../test/app.ts';
import { request } from '../../../test/library.ts';
import { createUser } from '../../../test/users.ts';

const ask = (t: TestContext, token?: string) =>
  request(t, 'POST', '/api/users/confirmation', token, {});

const decide = (t: TestContext, token: string | undefined, id: number, approve: boolean) =>
  request(t, 'POST', `/api/users/confirmations/${id}`, token, { approve });

async function queue(t: TestContext, token: string): Promise<ConfirmationRequest[]> {
  const res = await request(t, 'GET', '/api/users/confirmations', token);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as ConfirmationQueue).requests;
}

async function notifications(t: TestContext, token: string, language = 'en') {
  await t.app.jobs.idle();
  const res = await request(t, 'GET', `/api/notifications?language=${language}`, token);
  return (res.json() as NotificationList).items.filter((item) => item.kind === 'confirmation');
}

describeWithApp('requests to be confirmed', {}, (t) => {
  it('reaches the administrators, whose approval confirms the member and tells them', async () => {
    const admin = await createUser(t, { level: 'admin' });
    const member = await createUser(t);
    const asked = await ask(t, member.token);
    expect(asked.statusCode, asked.body).toBe(200);
    const { request: open } = asked.json() as { request: ConfirmationRequest };
    expect(open).toMatchObject({ login: member.user.login, state: 'open', decidedAt: null });

    expect((await queue(t, admin.token)).map((r) => r.id)).toContain(open.id);
    const [told] = await notifications(t, admin.token, 'fr');
    expect(told).toMatchObject({ subject: `confirmation:${open.id}`, path: '/user/admin' });
    expect(told!.title).toBe(`${member.user.login} (en attente d’une décision)`);

    const approved = await decide(t, admin.token, open.id, true);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ id: open.id, state: 'approved' });
    const me = await request(t, 'GET', '/api/users/me', member.token);
    expect(me.json()).toMatchObject({ accountlevel: 'confirmed' });
    expect((await queue(t, admin.token)).map((r) => r.id)).not.toContain(open.id);

    const [decision] = await notifications(t, member.token);
    expect(decision).toMatchObject({ title: `${member.user.login} (approved)`, read: false });
    const mine = await request(t, 'GET', '/api/users/confirmation', member.token);
    expect(mine.json()).toMatchObject({ request: { id: open.id, state: 'approved' } });
  });

  it('keeps one open request per account, and a declined member may ask again', async () => {
    const admin = await createUser(t, { level: 'admin' });
    const member = await createUser(t);
    const [first, second] = await Promise.all([ask(t, member.token), ask(t, member.token)]);
    const id = first!.json().request.id as number;
    expect(second!.json().request.id).toBe(id);
    expect((await queue(t, admin.token)).filter((r) => r.login === member.user.login)).toHaveLength(
      1,
    );

    expect((await decide(t, admin.token, id, false)).json()).toMatchObject({ state: 'declined' });
    const me = await request(t, 'GET', '/api/users/me', member.token);
    expect(me.json()).toMatchObject({ accountlevel: 'new' });
    const [told] = await notifications(t, member.token);
    expect(told).toMatchObject({ title: `${member.user.login} (declined)` });

    const again = await ask(t, member.token);
    expect(again.json().request).toMatchObject({ state: 'open' });
    expect(again.json().request.id).not.toBe(id);
  });

  it('refuses strangers, the confirmed, a second decision and unknown requests', async () => {
    const admin = await createUser(t, { level: 'admin' });
    const member = await createUser(t);
    const confirmed = await createUser(t, { level: 'confirmed' });
    expect((await ask(t)).json()).toEqual({ message: 'UNAUTHORIZED' });
    expect((await ask(t)).statusCode).toBe(401);
    const already = await ask(t, confirmed.token);
    expect(already.statusCode).toBe(409);
    expect(already.json()).toEqual({ message: 'CONFLICT' });

    const id = (await ask(t, member.token)).json().request.id as number;
    const byMember = await decide(t, member.token, id, true);
    expect(byMember.statusCode).toBe(403);
    expect((await request(t, 'GET', '/api/users/confirmations', member.token)).statusCode).toBe(
      403,
    );
    expect((await decide(t, admin.token, id, true)).statusCode).toBe(200);
    const twice = await decide(t, admin.token, id, false);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: 'CONFLICT' });

    const unknown = await decide(t, admin.token, 99_999_999, true);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'NOT_FOUND' });
    for (const bad of ['0', 'x', '99999999999999999999']) {
      const res = await request(t, 'POST', `/api/users/confirmations/${bad}`, admin.token, {
        approve: true,
      });
      expect(res.statusCode, bad).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, bad).toBeLessThan(500);
      expect(res.json()).toMatchObject({ message: expect.any(String) });
    }
    const badBody = await request(t, 'POST', `/api/users/confirmations/${id}`, admin.token, {
      approve: 'yes',
    });
    expect(badBody.statusCode).toBe(400);
  });

  it('limits a member to 5 requests an hour: 429 with Retry-After', async () => {
    const member = await createUser(t);
    const answers = await Promise.all(Array.from({ length: 7 }, () => ask(t, member.token)));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(5);
    const refused = answers.find((res) => res.statusCode === 429)!;
    expect(refused.json()).toEqual({ message: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
