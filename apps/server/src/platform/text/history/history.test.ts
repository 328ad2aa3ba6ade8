import { expect, it } from 'vitest';
import { describeWithApp } from '../../../test/app.ts';
import { createUser } from '../../../test/users.ts';
import { AppError } from '../../http/errors.ts';
import { appendVersion, findVersion, latestVersion, listVersions } from './store.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 5, 1, 10, minute));

describeWithApp('text history', {}, (t) => {
  const append = (
    subject: string,
    basedOn: number,
    body: string | null,
    authorId = null as number | null,
  ) => appendVersion(t.app.db, { subject, basedOn, body, authorId, createdAt: at(basedOn) });
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (e: unknown) => (e instanceof AppError ? [e.statusCode, e.key] : e),
    );

  it('starts at version 1 and counts up, each version keeping its text and author', async () => {
    const { user } = await createUser(t, { login: 'scribe' });
    const subject = 'encyclopedia/norman/cultures/norman/en';
    expect(await latestVersion(t.app.db, subject)).toBeUndefined();
    const first = await append(subject, 0, 'The Normans', user.id);
    expect(first).toMatchObject({ version: 1, body: 'The Normans', authorLogin: 'scribe' });
    await append(subject, 1, 'The Normans build farms.', user.id);
    await append(subject, 2, null);
    expect(await latestVersion(t.app.db, subject)).toMatchObject({
      version: 3,
      body: null,
      authorId: null,
      authorLogin: null,
    });
    expect((await findVersion(t.app.db, subject, 2))?.body).toBe('The Normans build farms.');
    const list = await listVersions(t.app.db, subject);
    expect(list.map((v) => [v.version, v.removed, v.authorLogin])).toEqual([
      [3, true, null],
      [2, false, 'scribe'],
      [1, false, 'scribe'],
    ]);
    expect(list[2]).toEqual({
      id: first.id,
      subject,
      version: 1,
      authorId: user.id,
      authorLogin: 'scribe',
      createdAt: at(0).toISOString(),
      removed: false,
    });
    expect(await listVersions(t.app.db, 'translation/fr/strings')).toEqual([]);
  });

  it('refuses an edit based on an outdated or unknown version with 409', async () => {
    const subject = 'translation/fr/strings';
    await append(subject, 0, 'a=1\n');
    await append(subject, 1, 'a=2\n');
    expect(await refusal(append(subject, 1, 'a=3\n'))).toEqual([409, 'CONFLICT']);
    expect(await refusal(append(subject, 0, 'a=3\n'))).toEqual([409, 'CONFLICT']);
    expect(await refusal(append(subject, 7, 'a=3\n'))).toEqual([409, 'CONFLICT']);
    expect(await refusal(append(subject, -1, 'a=3\n'))).toEqual([400, 'INVALID_INPUT']);
    expect((await latestVersion(t.app.db, subject))?.body).toBe('a=2\n');
  });

  it('lets exactly one of several concurrent edits of the same version win', async () => {
    const subject = 'translation/de/strings';
    await append(subject, 0, 'start');
    for (let round = 1; round <= 3; round++) {
      const results = await Promise.all(
        Array.from({ length: 5 }, (_, i) => refusal(append(subject, round, `edit ${round}.${i}`))),
      );
      expect(results.filter((r) => r === undefined)).toHaveLength(1);
      expect(results.filter((r) => r !== undefined)).toEqual(Array(4).fill([409, 'CONFLICT']));
    }
    expect((await listVersions(t.app.db, subject)).map((v) => v.version)).toEqual([4, 3, 2, 1]);
  });

  it('keeps the versions of a deleted account, without its login', async () => {
    const { user } = await createUser(t);
    const subject = 'encyclopedia/norman/items/bread/fr';
    await append(subject, 0, 'Pain', user.id);
    await t.app.db.deleteFrom('users').where('id', '=', user.id).execute();
    expect(await latestVersion(t.app.db, subject)).toMatchObject({
      body: 'Pain',
      authorId: null,
      authorLogin: null,
    });
  });
});
