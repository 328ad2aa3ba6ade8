import { expect, it } from 'vitest';
import type { FollowList, NotificationList } from '@millenaire/contracts/notifications';
import { describeWithApp } from '../../test/app.ts';
import { newContent, request } from '../../test/library.ts';
import { comment, follow, list, publishedContent } from '../../test/notifications.ts';
import { createUser } from '../../test/users.ts';

describeWithApp('notifications', { seed: true }, (t) => {
  it('tells a content’s author of new comments, adding them up while unread, never the commenter', async () => {
    const { id, author } = await publishedContent(t);
    const reader = await createUser(t);
    expect((await comment(t, reader.token, id)).statusCode).toBe(200);
    expect((await comment(t, reader.token, id, 'And the boats')).statusCode).toBe(200);
    expect((await comment(t, author.token, id, 'Thank you!')).statusCode).toBe(200);
    await t.app.jobs.idle();
    const told = await list(t, author.token);
    expect(told.unread).toBe(1);
    expect(told.items).toEqual([
      expect.objectContaining({
        subject: `library:${id}`,
        path: `/library/${id}`,
        kind: 'comment',
        count: 2,
        by: reader.user.login,
        read: false,
      }),
    ]);
    expect((await list(t, reader.token)).items).toEqual([]);

    const read = await request(t, 'POST', '/api/notifications/read', author.token, {
      ids: [told.items[0]!.id],
    });
    expect(read.json()).toEqual({ unread: 0 });
    await comment(t, reader.token, id, 'Once more');
    await t.app.jobs.idle();
    const again = await list(t, author.token);
    expect(again.unread).toBe(1);
    expect(again.items.map((item) => [item.count, item.read])).toEqual([
      [1, false],
      [2, true],
    ]);
    await request(t, 'POST', '/api/notifications/read', author.token, { all: true });
    expect((await list(t, author.token)).unread).toBe(0);
  });

  it('neither lists nor counts what a hidden creation was told, until it shows again', async () => {
    const { id, author } = await publishedContent(t);
    const reader = await createUser(t);
    const { token: admin } = await createUser(t, { level: 'admin' });
    expect((await comment(t, reader.token, id)).statusCode).toBe(200);
    await t.app.jobs.idle();
    expect((await list(t, author.token)).unread).toBe(1);

    const target = { kind: 'library', key: String(id) };
    const reported = await request(t, 'POST', '/api/reports', reader.token, {
      ...target,
      reason: 'spam',
    });
    expect(reported.statusCode, reported.body).toBe(200);
    const hide = { ...target, action: 'hide' };
    expect((await request(t, 'POST', '/api/reports/act', admin, hide)).statusCode).toBe(200);
    const hidden = await list(t, author.token);
    expect([hidden.unread, hidden.items]).toEqual([0, []]);

    const restore = { ...target, action: 'restore' };
    expect((await request(t, 'POST', '/api/reports/act', admin, restore)).statusCode).toBe(200);
    const shown = await list(t, author.token);
    expect(shown.unread).toBe(1);
    expect(shown.items).toEqual([
      expect.objectContaining({ subject: `library:${id}`, read: false }),
    ]);
  });

  it('counts every one of many comments written at once on one notification', async () => {
    const { id, author } = await publishedContent(t);
    const readers = await Promise.all(
      Array.from({ length: 8 }, () => createUser(t, { level: 'confirmed' })),
    );
    const answers = await Promise.all(readers.map((reader) => comment(t, reader.token, id)));
    expect(answers.map((res) => res.statusCode)).toEqual(readers.map(() => 200));
    await t.app.jobs.idle();
    const told = await list(t, author.token);
    expect(told.items.map((item) => item.count)).toEqual([8]);
  });

  it('lists the latest changed first, page after page, each notification once', async () => {
    const { user, token } = await createUser(t);
    const { id } = await publishedContent(t);
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 0, minute)).toISOString();
    // 45 notifications, some changed at the same minute; the oldest changed last.
    const rows = Array.from({ length: 45 }, (_, i) => ({
      account_id: user.id,
      subject: `library:${id}`,
      kind: 'comment',
      count: i + 1,
      actor_id: null,
      created_at: at(i),
      updated_at: i === 0 ? at(100) : at(Math.floor(i / 2)),
      read_at: at(200),
    }));
    await t.app.db.insertInto('notifications').values(rows).execute();
    const seen: number[] = [];
    let before: number | undefined;
    for (let page = 0; page < 5; page += 1) {
      const res = await request(
        t,
        'GET',
        `/api/notifications?language=en${before ? `&before=${before}` : ''}`,
        token,
      );
      const { items, more } = res.json() as NotificationList;
      seen.push(...items.map((item) => item.count));
      if (!more) break;
      before = items.at(-1)!.id;
    }
    expect(seen).toHaveLength(45);
    expect(seen[0]).toBe(1);
    const stamps = seen.map((count) => rows[count - 1]!.updated_at);
    expect(stamps).toEqual([...stamps].sort().reverse());
    expect(new Set(seen).size).toBe(45);
  });

  it('lets a member follow a content, a culture and a language, named in the page’s language', async () => {
    const { id } = await publishedContent(t);
    const { token } = await createUser(t);
    for (const subject of [`library:${id}`, 'culture:norman', 'language:fr']) {
      const res = await follow(t, token, subject);
      expect(res.statusCode, res.body).toBe(200);
    }
    // Following twice is following once.
    await follow(t, token, 'language:fr');
    const french = await request(t, 'GET', '/api/notifications/follows?language=fr', token);
    const { follows } = french.json() as FollowList;
    expect(follows.map(({ subject, title, path }) => ({ subject, title, path }))).toEqual([
      {
        subject: `library:${id}`,
        title: expect.stringMatching(/^Harbour/),
        path: `/library/${id}`,
      },
      { subject: 'culture:norman', title: 'Normands', path: '/encyclopedia/norman' },
      { subject: 'language:fr', title: 'Français', path: '/translationcentre?translation=fr' },
    ]);
    const removed = await request(t, 'POST', '/api/notifications/follows/remove', token, {
      subject: 'culture:norman',
      language: 'en',
    });
    expect((removed.json() as FollowList).follows.map((f) => f.subject)).toEqual([
      `library:${id}`,
      'language:fr',
    ]);
  });

  it('refuses what cannot be followed, and anonymous callers, the same on both databases', async () => {
    const { token } = await createUser(t);
    const unconfirmed = await newContent(t, token);
    for (const subject of [
      `library:${unconfirmed}`,
      'library:999999',
      'culture:atlantis',
      'language:xx',
    ]) {
      const res = await follow(t, token, subject);
      expect([subject, res.statusCode, res.json()]).toEqual([
        subject,
        404,
        { message: 'NOT_FOUND' },
      ]);
    }
    for (const subject of [
      'library',
      'forum:1',
      'library:1\u0000',
      'culture:Norman',
      `language:${'a'.repeat(80)}`,
    ]) {
      const res = await follow(t, token, subject);
      expect([subject, res.statusCode, res.json().message]).toEqual([
        subject,
        400,
        'INVALID_INPUT',
      ]);
    }
    expect((await follow(t, token, 'language:xx', 'de')).statusCode).toBe(400);
    expect((await request(t, 'GET', '/api/notifications')).statusCode).toBe(401);
    expect((await follow(t, '', 'language:fr')).statusCode).toBe(401);
    const bad = await request(t, 'POST', '/api/notifications/read', token, { ids: [] });
    expect(bad.statusCode).toBe(400);
  });

  it('tells the followers of a culture and of a language of their changes', async () => {
    const { token: follower } = await createUser(t);
    await follow(t, follower, 'culture:norman', 'fr');
    await follow(t, follower, 'language:fr', 'fr');
    const { token: writer } = await createUser(t, { level: 'confirmed' });
    const description = await request(
      t,
      'POST',
      '/api/encyclopedia/norman/villagers/miller?language=en',
      writer,
      { desc: '<p>Grinds wheat.</p>', basedon: 0 },
    );
    expect(description.statusCode, description.body).toBe(200);
    const saved = await request(t, 'POST', '/api/translationsapp/latestfiles/fr/strings', writer, {
      filename: 'strings.txt',
      splitcontent: { elements: { 'notifications.test': ['Essai'] } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await t.app.jobs.idle();
    const told = await list(t, follower, 'fr');
    expect(told.items.map(({ subject, kind, title }) => ({ subject, kind, title }))).toEqual([
      { subject: 'language:fr', kind: 'change', title: 'Français' },
      { subject: 'culture:norman', kind: 'change', title: 'Normands' },
    ]);
  });

  it('limits follows per account: 429 with Retry-After under parallel requests', async () => {
    const { token } = await createUser(t);
    const answers = await Promise.all(
      Array.from({ length: 70 }, () => follow(t, token, 'language:fr')),
    );
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(60);
    const refused = answers.find((res) => res.statusCode === 429)!;
    expect(refused.json()).toEqual({ message: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('tells nothing to a suspended account', async () => {
    const { id, author } = await publishedContent(t);
    await t.app.db
      .updateTable('users')
      .set({ suspended_at: new Date().toISOString() })
      .where('id', '=', author.user.id)
      .execute();
    const { token: reader } = await createUser(t);
    await comment(t, reader, id);
    await t.app.jobs.idle();
    const rows = await t.app.db
      .selectFrom('notifications')
      .selectAll()
      .where('account_id', '=', author.user.id)
      .execute();
    expect(rows).toEqual([]);
  });
});
