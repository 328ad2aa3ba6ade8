import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import type { ImageHistory } from '@millenaire/contracts';
import { describeWithApp, type TestContext } from '../../../test/app.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { bearer, createUser } from '../../../test/users.ts';
import { importTravelBookFolder } from '../import/importer.ts';
import {
  fixtureFolder,
  GOOD_PICTURES,
  importDeps,
  recordingReporter,
} from '../../../test/encyclopedia.ts';

const MILLER = '/api/encyclopedia/norman/villagers/miller';

const png = (background: string) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background } })
    .png()
    .toBuffer();

async function sendFile(t: TestContext, url: string, token: string, legend = '') {
  const form = multipartBody([
    { name: 'legend_en', value: legend },
    { name: 'picture1', filename: 'p.png', content: await png('#208040'), type: 'image/png' },
  ]);
  const answer = await t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), ...form.headers },
    payload: form.payload,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

async function post(t: TestContext, url: string, token: string, payload: object = {}) {
  const answer = await t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

const saveDescription = (t: TestContext, token: string, desc: string | null, language = 'en') =>
  post(t, `${MILLER}?language=${language}`, token, { desc });

const editPage = async (t: TestContext, language = 'en') =>
  (await t.app.inject(`${MILLER}/history?language=${language}`)).json();

const imageHistory = async (t: TestContext, pos: number): Promise<ImageHistory> =>
  (await editPage(t)).imagehistory.find((h: ImageHistory) => h.pos === pos);

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describeWithApp('encyclopedia rollback', {}, (t) => {
  beforeAll(async () => {
    const folder = await fixtureFolder('good', GOOD_PICTURES);
    await importTravelBookFolder(importDeps(t), folder, recordingReporter());
  });

  it("undoes every description save and image change of an account since a time, in the admin's name", async () => {
    const { token: writer } = await createUser(t, { login: 'scribe' });
    const { token: vandal, user: vandalUser } = await createUser(t, { login: 'wrecker' });
    const { user: admin } = await createUser(t, { login: 'warden', level: 'admin' });

    await saveDescription(t, writer, '<p>The miller grinds wheat.</p>');
    await saveDescription(t, vandal, '<p>An early, honest fix.</p>', 'fr');
    const kept = await sendFile(t, `${MILLER}/images`, writer, 'Kept');
    const disabled = await sendFile(t, `${MILLER}/images`, writer, 'Disabled');
    const replaced = await sendFile(t, `${MILLER}/images`, writer, 'Replaced');
    await tick();
    const since = new Date().toISOString();
    await tick();

    await saveDescription(t, vandal, '<p>Spam spam spam.</p>');
    await saveDescription(t, vandal, '<p>More spam.</p>');
    await saveDescription(t, vandal, '<p>Spam in French.</p>', 'fr');
    await post(t, `${MILLER}/images/${kept.pos}/delete`, vandal);
    await post(t, `${MILLER}/images/${disabled.pos}`, vandal, {
      legend_en: 'Ugly',
      legend_fr: '',
      enabled: '0',
    });
    await sendFile(t, `${MILLER}/images/${replaced.pos}/replace`, vandal);
    const added = await sendFile(t, `${MILLER}/images`, vandal, 'Spam image');
    expect((await editPage(t)).images).toHaveLength(3);

    const undone = await t.app.moderation.rollback({
      accountId: vandalUser.id,
      since,
      by: { id: admin.id, login: admin.login, level: 'admin' },
    });
    expect(undone.encyclopedia).toBe(7);

    const en = await editPage(t);
    expect(en.history[0]).toMatchObject({
      desc: '<p>The miller grinds wheat.</p>',
      author: 'warden',
    });
    const fr = await editPage(t, 'fr');
    // The French save before the time stays.
    expect(fr.history[0]).toMatchObject({ desc: '<p>An early, honest fix.</p>', author: 'warden' });
    const page = (await t.app.inject(`${MILLER}?language=en`)).json();
    expect(page.extradata.desc).toBe('<p>The miller grinds wheat.</p>');

    const shown = page.images.map((i: { pos: number; legend_en: string; filename: string }) => [
      i.pos,
      i.legend_en,
      i.filename,
    ]);
    expect(shown).toEqual([
      [kept.pos, 'Kept', kept.filename],
      [disabled.pos, 'Disabled', disabled.filename],
      [replaced.pos, 'Replaced', replaced.filename],
    ]);
    const spam = await imageHistory(t, added.pos);
    expect(spam.deleted).toBe(true);
    expect(spam.versions[0]).toMatchObject({ action: 'deleted', author: 'warden' });
    expect(await t.app.storage.stat('images', added.filename)).not.toBeNull();
    expect((await imageHistory(t, kept.pos)).versions[0]).toMatchObject({
      action: 'restored',
      author: 'warden',
    });

    // The rollback is itself history: restoring the vandal's caption brings it back.
    const vandalVersion = (await imageHistory(t, disabled.pos)).versions.find(
      (v) => v.action === 'disabled',
    )!;
    await post(t, `${MILLER}/images/${disabled.pos}/restore`, writer, {
      version: vandalVersion.version,
    });
    expect((await imageHistory(t, disabled.pos)).versions[0]).toMatchObject({
      action: 'restored',
      legend_en: 'Ugly',
      enabled: '0',
    });

    // A second rollback finds the descriptions already back, and writes no version of them.
    const historyBefore = (await editPage(t)).history.length;
    await t.app.moderation.rollback({
      accountId: vandalUser.id,
      since,
      by: { id: admin.id, login: admin.login, level: 'admin' },
    });
    expect((await editPage(t)).history).toHaveLength(historyBefore);
  });

  it('answers 0 for an account without edits in the window', async () => {
    const { user } = await createUser(t);
    const { user: admin } = await createUser(t, { level: 'admin' });
    const undone = await t.app.moderation.rollback({
      accountId: user.id,
      since: '2020-01-01T00:00:00Z',
      by: { id: admin.id, login: admin.login, level: 'admin' },
    });
    expect(undone.encyclopedia).toBe(0);
  });
});
