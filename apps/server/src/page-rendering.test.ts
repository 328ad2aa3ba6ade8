import { beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { TOKEN_KEY } from '@millenaire/contracts';
import { strongEtag } from './platform/http/http-cache.ts';
import { describeWithApp, describeWithTwoProcesses, type TestContext } from './test/app.ts';
import { hearing } from './test/changes.ts';
import { bearer, createUser } from './test/users.ts';
import { testWebDist } from './test/web-dist.ts';

/** The render number and the page's text, as the stand-in renderer writes them. */
async function page(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  const answer = await app.inject({ method: 'GET', url, headers });
  const render = /data-render="(\d+)"/.exec(answer.body)?.[1];
  return { answer, render: render === undefined ? null : Number(render), body: answer.body };
}

async function firstEntryId(t: TestContext): Promise<number> {
  const row = await t.app.db.selectFrom('hof_entries').select('id').executeTakeFirstOrThrow();
  return row.id;
}

function editEntry(app: FastifyInstance, token: string, id: number, text: string) {
  return app.inject({
    method: 'POST',
    url: `/api/hof/${id}`,
    headers: bearer(token),
    payload: { text_en: [text], text_fr: [text], pos: 1 },
  });
}

const env = { WEB_DIST_DIR: testWebDist({ renderer: true }) };

describeWithApp('server-rendered pages', { seed: true, env }, (t) => {
  it('renders a public page once per address and language, then sends it again', async () => {
    const first = await page(t.app, '/halloffame?lang=en');
    expect(first.answer.statusCode).toBe(200);
    expect(first.body).toContain('data-language="en"');
    const again = await page(t.app, '/halloffame?lang=en');
    expect(again.render).toBe(first.render);
    const french = await page(t.app, '/halloffame?lang=fr');
    expect(french.render).not.toBe(first.render);
    expect(french.body).toContain('data-language="fr"');
    // The cookie names the language too: the same page, from the cache.
    const byCookie = await page(t.app, '/halloffame?lang=fr', { cookie: 'language=en' });
    expect(byCookie.render).toBe(french.render);
  });

  it('sends a cached page with the strong ETag of its bytes, and 304 to a browser holding them', async () => {
    const first = await page(t.app, '/history?lang=en');
    const kept = await page(t.app, '/history?lang=en');
    expect(kept.render).toBe(first.render);
    const etag = String(kept.answer.headers.etag);
    expect(etag).toBe(strongEtag(kept.body));
    expect(first.answer.headers.etag).toBe(etag);
    const held = await page(t.app, '/history?lang=en', { 'if-none-match': etag });
    expect([held.answer.statusCode, held.body]).toEqual([304, '']);
  });

  it('draws the page again after a write changed what it shows, not after a refused one', async () => {
    const { token } = await createUser(t, { level: 'admin' });
    const id = await firstEntryId(t);
    const before = await page(t.app, '/halloffame?lang=en');
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/hof/${id}`,
      headers: bearer(token),
      payload: { text_en: 'not a list' },
    });
    expect(refused.statusCode).toBe(400);
    expect((await page(t.app, '/halloffame?lang=en')).render).toBe(before.render);
    expect((await editEntry(t.app, token, id, 'Builder of the first abbey')).statusCode).toBe(200);
    const after = await page(t.app, '/halloffame?lang=en');
    expect(after.render).not.toBe(before.render);
    expect(after.body).toContain('Builder of the first abbey');
  });

  it('draws placeholders for a holder of the session cookie, kept apart from the visitors’ page', async () => {
    const { token } = await createUser(t);
    const member = { cookie: `${TOKEN_KEY}=${token}` };
    const visitor = await page(t.app, '/contributing?lang=en');
    expect(visitor.body).toContain('data-session-pending="false"');
    const first = await page(t.app, '/contributing?lang=en', member);
    expect(first.answer.statusCode).toBe(200);
    expect(first.body).toContain('data-session-pending="true"');
    expect((await page(t.app, '/contributing?lang=en', member)).render).toBe(first.render);
    expect((await page(t.app, '/contributing?lang=en')).render).toBe(visitor.render);
  });

  it('sends a holder of the session cookie the shell where anyone else gets "not found"', async () => {
    const { token } = await createUser(t);
    const visitor = await page(t.app, '/library/987654?lang=en');
    expect(visitor.answer.statusCode).toBe(404);
    expect(visitor.render).not.toBeNull();
    const member = await page(t.app, '/library/987654?lang=en', {
      cookie: `${TOKEN_KEY}=${token}`,
    });
    expect(member.render).toBeNull();
    expect(member.body).toContain('<div id="root"></div>');
  });

  it('sends the shell for pages it does not render, and the shell with 500 when a render fails', async () => {
    const login = await page(t.app, '/user/login');
    expect(login.answer.statusCode).toBe(200);
    expect(login.render).toBeNull();
    expect(login.body).toContain('<div id="root"></div>');
    const failed = await page(t.app, '/library?q=fail');
    expect(failed.answer.statusCode).toBe(500);
    expect(failed.body).toContain('<div id="root"></div>');
  });
});

// Two processes of the site on one database: a write through one is seen
// through the other at once, because the change goes through Redis.
describeWithTwoProcesses('rendered pages', { seed: true, env }, (t, otherProcess) => {
  let other: FastifyInstance;
  beforeAll(() => {
    other = otherProcess();
  });

  it('drops the other process’s page once told of a write, not when it ages out', async () => {
    const { token } = await createUser(t, { level: 'admin' });
    const id = await firstEntryId(t);
    const told = hearing(other);
    const before = await page(other, '/halloffame?lang=en');
    expect((await page(other, '/halloffame?lang=en')).render).toBe(before.render);
    const mark = told.mark();
    expect((await editEntry(t.app, token, id, 'Seen on every process')).statusCode).toBe(200);
    // A cached page lives a minute: shown at once after the message, the change
    // can only be the message's doing.
    await told.since(mark, (topics) => topics.includes('hof'), 'the hall of fame edit');
    expect((await page(other, '/halloffame?lang=en')).body).toContain('Seen on every process');
  });
});
