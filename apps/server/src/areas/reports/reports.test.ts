import { expect, it } from 'vitest';
import type { NotificationList } from '@millenaire/contracts/notifications';
import type { ReportGroup, ReportQueue } from '@millenaire/contracts/reports';
import { describeWithApp, type TestContext } from '../../test/app.ts';
import { confirm, newContent, request } from '../../test/library.ts';
import { createUser } from '../../test/users.ts';

const report = (t: TestContext, token: string, body: object) =>
  request(t, 'POST', '/api/reports', token, { reason: 'spam', ...body });

const act = (t: TestContext, token: string, body: object) =>
  request(t, 'POST', '/api/reports/act', token, body);

const queue = async (t: TestContext, token: string, state = 'open') => {
  const res = await request(t, 'GET', `/api/reports?state=${state}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as ReportQueue).groups;
};

const groupOf = (groups: ReportGroup[], kind: string, key: string) =>
  groups.find((group) => group.kind === kind && group.key === key);

async function published(t: TestContext) {
  const author = await createUser(t, { level: 'confirmed' });
  const id = await newContent(t, author.token, { title: `Windmill ${Math.random()}` });
  await confirm(t, id);
  return { id, author };
}

describeWithApp('reports', { seed: true }, (t) => {
  it('queues a report, hides the creation, tells the reporter, and restores it', async () => {
    const { id } = await published(t);
    const reporter = await createUser(t);
    const { token: admin } = await createUser(t, { level: 'admin' });
    const first = await report(t, reporter.token, { kind: 'library', key: String(id) });
    expect(first.statusCode, first.body).toBe(200);
    // Reporting again changes the open report rather than adding one.
    const again = await report(t, reporter.token, {
      kind: 'library',
      key: String(id),
      reason: 'copyright',
      text: 'My build, copied.',
    });
    expect(again.json()).toEqual(first.json());
    const group = groupOf(await queue(t, admin), 'library', String(id))!;
    expect(group.item).toMatchObject({ path: `/library/${id}`, shown: true });
    expect(group.actions).toEqual(['hide', 'dismiss']);
    expect(group.reports).toEqual([
      expect.objectContaining({ reason: 'copyright', text: 'My build, copied.', state: 'open' }),
    ]);

    const hidden = await act(t, admin, { kind: 'library', key: String(id), action: 'hide' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect((hidden.json() as ReportGroup).actions).toEqual(['restore']);
    expect((await request(t, 'GET', `/api/library/contents/${id}`)).statusCode).toBe(404);
    expect(groupOf(await queue(t, admin), 'library', String(id))).toBeUndefined();
    await t.app.jobs.idle();
    const told = await request(t, 'GET', '/api/notifications?language=fr', reporter.token);
    expect((told.json() as NotificationList).items).toEqual([
      expect.objectContaining({
        kind: 'report',
        title: expect.stringMatching(/^Windmill .* \(masqué\)$/),
        path: `/library/${id}`,
      }),
    ]);

    const handled = groupOf(await queue(t, admin, 'handled'), 'library', String(id))!;
    expect(handled.reports[0]).toMatchObject({ state: 'hidden', handledBy: expect.any(String) });
    const restored = await act(t, admin, { kind: 'library', key: String(id), action: 'restore' });
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await request(t, 'GET', `/api/library/contents/${id}`)).statusCode).toBe(200);
    const twice = await act(t, admin, { kind: 'library', key: String(id), action: 'restore' });
    expect([twice.statusCode, twice.json()]).toEqual([409, { message: 'CONFLICT' }]);
  });

  it('deletes a reported comment and writes it back as it was', async () => {
    const { id } = await published(t);
    const writer = await createUser(t, { level: 'confirmed' });
    const posted = await request(t, 'POST', `/api/library/contents/${id}/comments`, writer.token, {
      text: 'Buy gold at example.com',
    });
    const comment = posted.json() as { id: number; postedon: string };
    const key = `${id}.${comment.id}`;
    const reporter = await createUser(t);
    const { token: admin } = await createUser(t, { level: 'admin' });
    expect((await report(t, reporter.token, { kind: 'comment', key })).statusCode).toBe(200);
    const comments = async () =>
      (await request(t, 'GET', `/api/library/contents/${id}?language=en`)).json() as {
        nbcomments: number;
        comments: { id: number; text: string; postedon: string }[];
      };
    expect((await act(t, admin, { kind: 'comment', key, action: 'hide' })).statusCode).toBe(400);
    expect((await act(t, admin, { kind: 'comment', key, action: 'delete' })).statusCode).toBe(200);
    expect(await comments()).toMatchObject({ nbcomments: 0, comments: [] });
    expect((await act(t, admin, { kind: 'comment', key, action: 'restore' })).statusCode).toBe(200);
    expect(await comments()).toMatchObject({
      nbcomments: 1,
      comments: [{ id: comment.id, text: 'Buy gold at example.com', postedon: comment.postedon }],
    });
  });

  it('deletes a reported encyclopedia text back to the version before, and restores it', async () => {
    const url = '/api/encyclopedia/norman/villagers/miller';
    const writer = await createUser(t, { level: 'confirmed' });
    const save = (desc: string) => request(t, 'POST', `${url}?language=fr`, writer.token, { desc });
    await save('<p>Moud le blé.</p>');
    await save('<p>Achetez de l’or ici.</p>');
    const text = async () =>
      ((await request(t, 'GET', `${url}?language=fr`)).json() as { extradata: { desc: string } })
        .extradata.desc;
    expect(await text()).toBe('<p>Achetez de l’or ici.</p>');
    const key = 'norman.villagers.miller.fr';
    const reporter = await createUser(t);
    const { token: admin } = await createUser(t, { level: 'admin' });
    expect((await report(t, reporter.token, { kind: 'encyclopedia', key })).statusCode).toBe(200);
    const group = groupOf(await queue(t, admin), 'encyclopedia', key)!;
    expect(group.item).toMatchObject({ excerpt: 'Achetez de l’or ici.', shown: true });
    expect((await act(t, admin, { kind: 'encyclopedia', key, action: 'delete' })).statusCode).toBe(
      200,
    );
    expect(await text()).toBe('<p>Moud le blé.</p>');
    expect((await act(t, admin, { kind: 'encyclopedia', key, action: 'restore' })).statusCode).toBe(
      200,
    );
    expect(await text()).toBe('<p>Achetez de l’or ici.</p>');
  });

  it('dismisses: the item stays, every reporter is told, and a second decision is a conflict', async () => {
    const { id } = await published(t);
    const reporters = await Promise.all([createUser(t), createUser(t)]);
    for (const { token } of reporters) await report(t, token, { kind: 'library', key: String(id) });
    const admins = await Promise.all([
      createUser(t, { level: 'admin' }),
      createUser(t, { level: 'admin' }),
    ]);
    // Two administrators decide at the same moment: one decision is taken.
    const answers = await Promise.all([
      act(t, admins[0].token, { kind: 'library', key: String(id), action: 'dismiss' }),
      act(t, admins[1].token, { kind: 'library', key: String(id), action: 'hide' }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    await t.app.jobs.idle();
    for (const { token } of reporters) {
      const told = await request(t, 'GET', '/api/notifications', token);
      expect((told.json() as NotificationList).items).toHaveLength(1);
    }
  });

  it('refuses what cannot be reported and callers who may not, the same on both databases', async () => {
    const { id } = await published(t);
    // Confirmed: every attempt below counts against the budget, refused or not.
    const { token } = await createUser(t, { level: 'confirmed' });
    const hiddenContent = await newContent(t, token);
    const missing = [
      { kind: 'library', key: '999999' },
      { kind: 'library', key: String(hiddenContent) },
      { kind: 'comment', key: `${id}.999999` },
      { kind: 'encyclopedia', key: 'norman.villagers.nobody.en' },
      { kind: 'encyclopedia', key: 'atlantis.villagers.miller.en' },
    ];
    for (const target of missing) {
      const res = await report(t, token, target);
      expect([target, res.statusCode]).toEqual([target, 404]);
    }
    const bad = [
      { kind: 'forum', key: '1' },
      { kind: 'library', key: '1/../2' },
      { kind: 'library', key: String(id), reason: 'boring' },
      { kind: 'library', key: String(id), text: 'a\u0000b' },
      { kind: 'library', key: String(id), text: 'x'.repeat(1001) },
      { kind: 'library', key: `${'a'.repeat(130)}` },
    ];
    for (const body of bad) {
      const res = await report(t, token, body);
      expect([body, res.statusCode, res.json().message]).toEqual([body, 400, 'INVALID_INPUT']);
    }
    expect((await report(t, '', { kind: 'library', key: String(id) })).statusCode).toBe(401);
    expect((await request(t, 'GET', '/api/reports', token)).statusCode).toBe(403);
    expect(
      (await act(t, token, { kind: 'library', key: String(id), action: 'dismiss' })).statusCode,
    ).toBe(403);
  });

  it('limits a new account to 5 reports an hour, under parallel requests', async () => {
    const { token } = await createUser(t);
    const ids = await Promise.all(Array.from({ length: 7 }, () => published(t)));
    const answers = await Promise.all(
      ids.map(({ id }) => report(t, token, { kind: 'library', key: String(id) })),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(5);
    const refused = answers.find((res) => res.statusCode === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
