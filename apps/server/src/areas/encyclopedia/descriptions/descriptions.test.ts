import { beforeAll, expect, it } from 'vitest';
import { describeWithApp, type TestContext } from '../../../test/app.ts';
import { bearer, createUser } from '../../../test/users.ts';
import { importTravelBookFolder } from '../import/importer.ts';
import {
  fixtureFolder,
  GOOD_PICTURES,
  importDeps,
  recordingReporter,
} from '../../../test/encyclopedia.ts';
import { descriptionLines } from './service.ts';

const MILLER = '/api/encyclopedia/norman/villagers/miller';

function save(t: TestContext, token: string | undefined, body: unknown, url = MILLER) {
  return t.app.inject({
    method: 'POST',
    url: `${url}?language=en`,
    headers: token ? bearer(token) : {},
    payload: body as object,
  });
}

const history = async (t: TestContext, url = MILLER, language = 'en') =>
  (await t.app.inject(`${url}/history?language=${language}`)).json();

// A handful of the classic payloads (the sanitizer's own test runs the full list).
const HOSTILE = [
  '<p>Hello<img src=x onerror=alert(1)>Bread</p>',
  '<p><a href="javascript:alert(1)" onclick="alert(2)">link</a></p>',
  '<p><span style="position:fixed;background:url(javascript:alert(1));color:#c92a2a">red</span></p>',
  '<iframe src="https://evil.example"></iframe><svg onload=alert(1)></svg><p>ok</p>',
];

describeWithApp('encyclopedia descriptions', {}, (t) => {
  beforeAll(async () => {
    const folder = await fixtureFolder('good', GOOD_PICTURES);
    await importTravelBookFolder(importDeps(t), folder, recordingReporter());
  });

  it('saves, shows on the page at once, keeps history with diffs, restores', async () => {
    const { token, user } = await createUser(t, { login: 'chronicler' });
    expect((await t.app.inject(`${MILLER}?language=en`)).json().extradata.desc).toBeNull();
    const first = await save(t, token, { desc: '<p>Grinds wheat.</p>', basedon: 0 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ id: 1 });
    // The page's cached answer was dropped by the write.
    const page = (await t.app.inject(`${MILLER}?language=en`)).json();
    expect(page.extradata).toMatchObject({ desc: '<p>Grinds wheat.</p>', author: user.login });
    // Per language: the French page has none.
    expect((await t.app.inject(`${MILLER}?language=fr`)).json().extradata.desc).toBeNull();

    const second = await save(t, token, {
      desc: '<p>Grinds wheat.</p><p>Sells flour.</p>',
      basedon: 1,
    });
    expect(second.json()).toEqual({ id: 2 });
    const res = await t.app.inject(`${MILLER}/history?language=en`);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json();
    expect(data.title).toBe("The Miller's Son");
    expect(data.travelbookdata).toHaveProperty('pages');
    expect(data.history.map((h: { id: number }) => h.id)).toEqual([2, 1]);
    expect(data.history[0].diff).toEqual([
      { kind: 'same', lines: ['<p>Grinds wheat.</p>'] },
      { kind: 'added', lines: ['<p>Sells flour.</p>'] },
    ]);
    expect(data.history[1].diff).toEqual([{ kind: 'added', lines: ['<p>Grinds wheat.</p>'] }]);

    // Removal, then restore of the first version as a new record.
    expect((await save(t, token, { desc: null, basedon: 2 })).json()).toEqual({ id: 3 });
    expect((await t.app.inject(`${MILLER}?language=en`)).json().extradata.desc).toBeNull();
    const restored = await save(t, token, { desc: data.history[1].desc, basedon: 3 });
    expect(restored.json()).toEqual({ id: 4 });
    const after = await history(t);
    expect(after.history.map((h: { desc: string | null }) => h.desc)).toEqual([
      '<p>Grinds wheat.</p>',
      null,
      '<p>Grinds wheat.</p><p>Sells flour.</p>',
      '<p>Grinds wheat.</p>',
    ]);
    expect(after.history[1].diff).toEqual([
      { kind: 'removed', lines: ['<p>Grinds wheat.</p>', '<p>Sells flour.</p>'] },
    ]);
  });

  it('answers 409 to a save based on an older record and keeps the newer text', async () => {
    const { token } = await createUser(t);
    const url = '/api/encyclopedia/norman';
    const cultureUrl = '/api/encyclopedia/norman/cultures/norman';
    expect((await save(t, token, { desc: '<p>A</p>', basedon: 0 }, cultureUrl)).statusCode).toBe(
      200,
    );
    expect((await save(t, token, { desc: '<p>B</p>', basedon: 1 }, cultureUrl)).statusCode).toBe(
      200,
    );
    const stale = await save(t, token, { desc: '<p>C</p>', basedon: 1 }, cultureUrl);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: 'CONFLICT' });
    const data = await history(t, url);
    expect(data.title).toBe('Normans');
    expect(data.history[0].desc).toBe('<p>B</p>');
    // Without basedon (the spec's own client) the save goes on top of the latest.
    expect((await save(t, token, { desc: '<p>D</p>' }, cultureUrl)).json()).toEqual({ id: 3 });
  });

  it('lets exactly one of several saves from the same record win', async () => {
    const { token } = await createUser(t);
    const url = '/api/encyclopedia/norman/villagers/fee';
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        save(t, token, { desc: `<p>v${i}</p>`, basedon: 0 }, url),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409]);
    expect((await history(t, url)).history).toHaveLength(1);
  });

  it('stores every one of many saves sent at once without basedon, each on top of the newest', async () => {
    const { token } = await createUser(t);
    const url = '/api/encyclopedia/norman/buildings/mill';
    const texts = Array.from({ length: 24 }, (_, i) => `<p>Season ${i}</p>`);
    const results = await Promise.all(texts.map((desc) => save(t, token, { desc }, url)));
    expect(results.map((r) => r.statusCode)).toEqual(texts.map(() => 200));
    const ids = results.map((r) => r.json().id as number);
    expect([...ids].sort((a, b) => a - b)).toEqual(texts.map((_, i) => i + 1));
    const kept = (await history(t, url)).history as { id: number; desc: string }[];
    expect(kept.map((h) => h.id)).toEqual(texts.map((_, i) => texts.length - i));
    expect(kept.map((h) => h.desc).sort()).toEqual([...texts].sort());
  });

  it('stores hostile HTML sanitized, and refuses huge or malformed input with 4xx', async () => {
    const { token } = await createUser(t);
    const url = '/api/encyclopedia/norman/villages/hamlet';
    for (const desc of HOSTILE) {
      const res = await save(t, token, { desc }, url);
      expect(res.statusCode, desc).toBe(200);
      const stored = (await t.app.inject(`${url}?language=en`)).json().extradata.desc;
      expect(String(stored), desc).not.toMatch(
        /<script|<img|<iframe|<svg|onerror|onclick|onload|javascript:|position|url\(/i,
      );
    }
    expect((await t.app.inject(`${url}?language=en`)).json().extradata.desc).toBe('<p>ok</p>');
    const red = await save(t, token, { desc: HOSTILE.find((d) => d.includes('c92a2a'))! }, url);
    expect(red.statusCode).toBe(200);
    expect((await history(t, url)).history[0].desc).toBe(
      '<p><span style="color:#c92a2a">red</span></p>',
    );
    // Scripts and styles are refused with a reason, never cut out silently.
    const before = (await history(t, url)).history.length;
    for (const desc of ['<script>alert(1)</script>', '<p>Hello<script>alert(1)</script></p>']) {
      const refused = await save(t, token, { desc }, url);
      expect(refused.statusCode, desc).toBe(400);
      expect(refused.json()).toEqual({ message: 'INVALID_MARKUP' });
    }
    expect((await history(t, url)).history).toHaveLength(before);
    // Markup with no text left to show: stored as a removal.
    await save(t, token, { desc: '<img src=x onerror=alert(1)>' }, url);
    expect((await history(t, url)).history[0].desc).toBeNull();

    const huge = await save(t, token, { desc: `<p>${'x'.repeat(200_000)}</p>` }, url);
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ message: 'PAYLOAD_TOO_LARGE' });
    const giant = await save(t, token, { desc: 'y'.repeat(3_000_000) }, url);
    expect(giant.statusCode).toBe(413);
    for (const body of [
      {},
      { desc: 5 },
      { desc: '<p>x</p>', basedon: -1 },
      { desc: 'x', basedon: 'a' },
    ]) {
      const res = await save(t, token, body, url);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe('INVALID_INPUT');
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '{"desc": <p>',
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('refuses nobody with 401 and answers 404 for unknown entries', async () => {
    const { token } = await createUser(t);
    const nobody = await save(t, undefined, { desc: '<p>x</p>' });
    expect(nobody.statusCode).toBe(401);
    expect(nobody.json()).toEqual({ message: 'UNAUTHORIZED' });
    for (const url of [
      '/api/encyclopedia/atlantis/villagers/miller',
      '/api/encyclopedia/norman/wizards/miller',
      '/api/encyclopedia/norman/villagers/nobody',
      '/api/encyclopedia/norman/cultures/indian',
    ]) {
      expect((await save(t, token, { desc: '<p>x</p>' }, url)).statusCode, url).toBe(404);
      expect((await t.app.inject(`${url}/history`)).statusCode, url).toBe(404);
    }
    expect((await t.app.inject('/api/encyclopedia/atlantis/history')).statusCode).toBe(404);
  });
});

it('puts one block of a description per line for the diff', () => {
  expect(descriptionLines('<h2>T</h2><p>a<br>b</p><ul><li>x</li><li>y</li></ul>')).toBe(
    '<h2>T</h2>\n<p>a<br>\nb</p>\n<ul><li>x</li>\n<li>y</li>\n</ul>\n',
  );
  expect(descriptionLines(null)).toBe('');
});
