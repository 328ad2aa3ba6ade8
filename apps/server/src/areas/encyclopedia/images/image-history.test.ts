import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import type { ImageHistory, ImageVersion } from '@millenaire/contracts';
import { describeWithApp, type TestContext } from '../../../test/app.ts';
import { multipartBody, type FormPart } from '../../../test/multipart.ts';
import { bearer, createUser } from '../../../test/users.ts';
import { importTravelBookFolder } from '../import/importer.ts';
import {
  fixtureFolder,
  GOOD_PICTURES,
  importDeps,
  recordingReporter,
} from '../../../test/encyclopedia.ts';
import { insertImages } from '../image-repository.ts';

const MILLER = '/api/encyclopedia/norman/villagers/miller';
const FEE = '/api/encyclopedia/norman/villagers/fee';

const png = (background = '#3a80c0') =>
  sharp({ create: { width: 64, height: 48, channels: 3, background } })
    .png()
    .toBuffer();

interface Sender {
  token: string;
  address?: string;
}

function postForm(t: TestContext, url: string, who: Sender, parts: FormPart[]) {
  const form = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(who.token), ...form.headers },
    payload: form.payload,
    remoteAddress: who.address ?? '127.0.0.1',
  });
}

const upload = async (t: TestContext, who: Sender, entry = MILLER, legend = 'The mill') =>
  postForm(t, `${entry}/images`, who, [
    { name: 'legend_en', value: legend },
    { name: 'picture1', filename: 'pic.png', content: await png(), type: 'image/png' },
  ]);

const postJson = (t: TestContext, url: string, who: Sender, payload: object = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: bearer(who.token),
    payload,
    remoteAddress: who.address ?? '127.0.0.1',
  });

const update = (t: TestContext, who: Sender, pos: number, legend: string, enabled: '0' | '1') =>
  postJson(t, `${MILLER}/images/${pos}`, who, { legend_en: legend, legend_fr: '', enabled });

const histories = async (t: TestContext, entry = MILLER): Promise<ImageHistory[]> =>
  (await t.app.inject(`${entry}/history?language=en`)).json().imagehistory;

const historyOf = async (t: TestContext, pos: number, entry = MILLER) =>
  (await histories(t, entry)).find((h) => h.pos === pos)!;

const actions = (versions: ImageVersion[]) => versions.map((v) => v.action);

const pagePositions = async (t: TestContext, entry = MILLER) =>
  (await t.app.inject(`${entry}?language=en`)).json().images.map((i: { pos: number }) => i.pos);

const statuses = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode).sort();

describeWithApp('encyclopedia image history', {}, (t) => {
  beforeAll(async () => {
    const folder = await fixtureFolder('good', GOOD_PICTURES);
    await importTravelBookFolder(importDeps(t), folder, recordingReporter());
  });

  it('records every change of an image and restores it, deleted, disabled or replaced', async () => {
    const { token: writer } = await createUser(t, { login: 'painter' });
    const { token: vandal } = await createUser(t, { login: 'vandal' });
    const first = (await upload(t, { token: writer })).json();
    const pos: number = first.pos;
    expect((await update(t, { token: writer }, pos, 'The old mill', '1')).statusCode).toBe(200);
    // Nothing changed: nothing recorded.
    expect((await update(t, { token: writer }, pos, 'The old mill', '1')).statusCode).toBe(200);
    expect((await update(t, { token: vandal }, pos, 'The old mill', '0')).statusCode).toBe(200);
    const replaced = await postForm(t, `${MILLER}/images/${pos}/replace`, { token: vandal }, [
      { name: 'picture1', filename: 'x.png', content: await png('#ff00ff'), type: 'image/png' },
    ]);
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().filename).not.toBe(first.filename);
    const fake = await postForm(t, `${MILLER}/images/${pos}/replace`, { token: vandal }, [
      { name: 'picture1', filename: 'x.png', content: Buffer.from('not a picture') },
    ]);
    expect(fake.json()).toEqual({ message: 'INVALID_INPUT', field: 'picture1' });
    const nowhere = await postForm(t, `${MILLER}/images/999/replace`, { token: vandal }, [
      { name: 'picture1', filename: 'x.png', content: await png(), type: 'image/png' },
    ]);
    expect(nowhere.statusCode).toBe(404);
    const del = await postJson(t, `${MILLER}/images/${pos}/delete`, { token: vandal });
    expect(del.statusCode).toBe(200);
    expect(await pagePositions(t)).not.toContain(pos);

    const history = await historyOf(t, pos);
    expect(history.deleted).toBe(true);
    expect(actions(history.versions)).toEqual([
      'deleted',
      'replaced',
      'disabled',
      'legend',
      'added',
    ]);
    expect(history.versions.map((v) => v.author)).toEqual([
      'vandal',
      'vandal',
      'vandal',
      'painter',
      'painter',
    ]);
    // Every file the history names is still on disk.
    for (const name of [first.filename, first.previewname, replaced.json().previewname]) {
      expect(await t.app.storage.stat('images', name), name).not.toBeNull();
    }

    // Back to the caption change: the first file, enabled, on the page again.
    const legendVersion = history.versions.find((v) => v.action === 'legend')!.version;
    const restored = await postJson(
      t,
      `${MILLER}/images/${pos}/restore`,
      { token: writer },
      {
        version: legendVersion,
      },
    );
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual({ version: 6 });
    expect(await pagePositions(t)).toContain(pos);
    const page = (await t.app.inject(`${MILLER}?language=en`)).json();
    expect(page.images.find((i: { pos: number }) => i.pos === pos)).toMatchObject({
      filename: first.filename,
      legend_en: 'The old mill',
      enabled: '1',
    });
    const after = await historyOf(t, pos);
    expect(after.deleted).toBe(false);
    expect(after.versions[0]).toMatchObject({
      action: 'restored',
      restoredfrom: legendVersion,
      author: 'painter',
    });

    const unknownVersion = await postJson(
      t,
      `${MILLER}/images/${pos}/restore`,
      { token: writer },
      {
        version: 99,
      },
    );
    expect(unknownVersion.statusCode).toBe(404);
    const nobody = await t.app.inject({
      method: 'POST',
      url: `${MILLER}/images/${pos}/restore`,
      payload: { version: 1 },
    });
    expect(nobody.statusCode).toBe(401);
    const noImage = await postJson(
      t,
      `${MILLER}/images/999/restore`,
      { token: writer },
      {
        version: 1,
      },
    );
    expect(noImage.statusCode).toBe(404);
    const badBody = await postJson(
      t,
      `${MILLER}/images/${pos}/restore`,
      { token: writer },
      {
        version: 'one',
      },
    );
    expect(badBody.statusCode).toBe(400);
  });

  it('keeps what an image older than its history was when it first changes', async () => {
    const { token } = await createUser(t);
    await insertImages(t.app.db, [
      {
        culture: 'norman',
        type: 'villagers',
        itemkey: 'fee',
        filename: 'old.png',
        previewname: 'old-preview.webp',
        thumbname: 'old-thumb.webp',
        width: 10,
        height: 10,
        legend_en: 'Before history',
        legend_fr: '',
        enabled: 1,
        pos: 50,
        author_id: null,
        created_at: '2020-01-01T00:00:00.000Z',
      },
    ]);
    expect(actions((await historyOf(t, 50, FEE)).versions)).toEqual(['added']);
    const del = await postJson(t, `${FEE}/images/50/delete`, { token });
    expect(del.statusCode).toBe(200);
    const history = await historyOf(t, 50, FEE);
    expect(actions(history.versions)).toEqual(['deleted', 'added']);
    expect(history.versions[1]).toMatchObject({ author: null, legend_en: 'Before history' });
    const restore = await postJson(t, `${FEE}/images/50/restore`, { token }, { version: 1 });
    expect(restore.statusCode).toBe(200);
    expect(await pagePositions(t, FEE)).toContain(50);
  });

  it('holds a new account to 10 uploads an hour, counted before the upload is read', async () => {
    const { token, user } = await createUser(t);
    const answers = await Promise.all(
      Array.from({ length: 14 }, () => upload(t, { token, address: '198.51.100.1' }, FEE)),
    );
    expect(statuses(answers)).toEqual([...Array(10).fill(200), ...Array(4).fill(429)]);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(refused.json()).toEqual({ message: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const mine = (await histories(t, FEE)).filter((h) => h.versions[0]!.author === user.login);
    expect(mine).toHaveLength(10);
  });

  it('holds image changes to 30 an hour for a new account, 300 for a confirmed one', async () => {
    const { token: newcomer } = await createUser(t);
    const { token: confirmed } = await createUser(t, { level: 'confirmed' });
    const pos: number = (await upload(t, { token: confirmed, address: '198.51.100.2' })).json().pos;
    const burst = (token: string, address: string) =>
      Promise.all(
        Array.from({ length: 36 }, (_, i) =>
          update(t, { token, address }, pos, `Caption ${token.slice(-6)} ${i}`, '1'),
        ),
      );
    const fromNew = await burst(newcomer, '198.51.100.3');
    expect(statuses(fromNew)).toEqual([...Array(30).fill(200), ...Array(6).fill(429)]);
    const fromConfirmed = await burst(confirmed, '198.51.100.4');
    expect(statuses(fromConfirmed)).toEqual(Array(36).fill(200));
    // Nothing beyond the budget was written: one addition and 30 + 36 captions.
    expect((await historyOf(t, pos)).versions).toHaveLength(1 + 30 + 36);
  });

  it('holds one address to 40 uploads an hour, whatever the accounts', async () => {
    const accounts = await Promise.all(Array.from({ length: 5 }, () => createUser(t)));
    const before = (await histories(t, FEE)).length;
    const answers = await Promise.all(
      accounts.flatMap(({ token }) =>
        Array.from({ length: 9 }, () => upload(t, { token, address: '198.51.100.5' }, FEE)),
      ),
    );
    expect(statuses(answers)).toEqual([...Array(40).fill(200), ...Array(5).fill(429)]);
    expect((await histories(t, FEE)).length - before).toBe(40);
  });

  it('holds description saves to 30 an hour for a new account', async () => {
    const { token } = await createUser(t);
    const answers = await Promise.all(
      Array.from({ length: 34 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: `${MILLER}?language=fr`,
          headers: bearer(token),
          payload: { desc: `<p>Texte ${i}</p>` },
          remoteAddress: '198.51.100.6',
        }),
      ),
    );
    const codes = statuses(answers);
    expect(codes.filter((c) => c === 429)).toHaveLength(4);
    // Saves sent at once from one version may meet each other (409); none went past the budget.
    expect(codes.filter((c) => c === 200 || c === 409)).toHaveLength(30);
    const saved = (await t.app.inject(`${MILLER}/history?language=fr`)).json().history;
    expect(saved).toHaveLength(codes.filter((c) => c === 200).length);
  });

  it('answers 200 or 404, never 500, to changes racing a deletion', async () => {
    const { token } = await createUser(t, { level: 'confirmed' });
    const who = { token, address: '198.51.100.7' };
    for (let round = 0; round < 5; round++) {
      const pos: number = (await upload(t, who)).json().pos;
      const answers = await Promise.all([
        update(t, who, pos, 'racing', '0'),
        postJson(t, `${MILLER}/images/${pos}/delete`, who),
        update(t, who, pos, 'racing again', '1'),
        postJson(t, `${MILLER}/images/${pos}/delete`, who),
        update(t, who, pos, 'late', '0'),
      ]);
      for (const answer of answers) expect([200, 404], answer.body).toContain(answer.statusCode);
      // Exactly one deletion won, and the history ends with it.
      expect(statuses([answers[1]!, answers[3]!])).toEqual([200, 404]);
      const history = await historyOf(t, pos);
      expect(history.deleted).toBe(true);
      expect(history.versions[0]!.action).toBe('deleted');
      expect(history.versions.map((v) => v.version)).toEqual(
        history.versions.map((_, i) => history.versions.length - i),
      );
    }
  });
});
