import sharp from 'sharp';
import { expect, it } from 'vitest';
import { describeWithApp, type TestContext } from '../../test/app.ts';
import { multipartBody } from '../../test/multipart.ts';
import { bearer, createUser } from '../../test/users.ts';
import {
  filesOnDisk,
  insertContents,
  LIBRARY_TEST_OPTIONS,
  newContent,
} from '../../test/library.ts';

const KIB = 1024;

/** Bytes that start like a zip archive. */
const zipBytes = (size: number) => {
  const bytes = Buffer.alloc(size, 7);
  Buffer.from([0x50, 0x4b, 0x03, 0x04]).copy(bytes);
  return bytes;
};

const uploadArchive = (t: TestContext, id: number, token: string, size: number) => {
  const form = multipartBody([{ name: 'contentfile', filename: 'a.zip', content: zipBytes(size) }]);
  return t.app.inject({
    method: 'POST',
    url: `/api/library/contents/${id}/uploadfile`,
    headers: { ...bearer(token), ...form.headers },
    payload: form.payload,
  });
};

/** A small picture, or with `noise` one of about 100 KB. */
const addImage = async (t: TestContext, id: number, token: string, noise = false) => {
  const picture = noise
    ? sharp(Buffer.from(Array.from({ length: 200 * 200 * 3 }, () => Math.random() * 256)), {
        raw: { width: 200, height: 200, channels: 3 },
      })
    : sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a80c0' } });
  const png = await picture.png().toBuffer();
  const form = multipartBody([{ name: 'picture1', filename: 'a.png', content: png }]);
  return t.app.inject({
    method: 'POST',
    url: `/api/library/contents/${id}/images`,
    headers: { ...bearer(token), ...form.headers },
    payload: form.payload,
  });
};

const quota = { STORAGE_NEW_ACCOUNT_QUOTA_MB: '1', STORAGE_QUOTA_MB: '3' };

describeWithApp(
  'library storage quota',
  { ...LIBRARY_TEST_OPTIONS, env: { ...LIBRARY_TEST_OPTIONS.env, ...quota } },
  (t) => {
    it('holds a new account to the smaller quota, its archives and images together', async () => {
      const { token } = await createUser(t);
      const [first, second] = [await newContent(t, token), await newContent(t, token)];
      expect((await uploadArchive(t, first, token, 600 * KIB)).statusCode).toBe(200);
      const over = await uploadArchive(t, second, token, 600 * KIB);
      expect(over.statusCode).toBe(403);
      expect(over.json()).toEqual({ message: 'QUOTA_EXCEEDED' });
      expect((await filesOnDisk(t)).tmp).toEqual([]);
      // A new archive frees the one it replaces.
      expect((await uploadArchive(t, first, token, 700 * KIB)).statusCode).toBe(200);
      const image = await addImage(t, first, token);
      expect(image.statusCode).toBe(200);
      const stored = await t.app.db
        .selectFrom('library_images')
        .select('bytes')
        .where('id', '=', image.json<{ id: number }>().id)
        .executeTakeFirstOrThrow();
      expect(Number(stored.bytes)).toBeGreaterThan(0);
      const rest = 1024 * KIB - 700 * KIB - Number(stored.bytes);
      expect((await uploadArchive(t, second, token, rest + 1)).statusCode).toBe(403);
      expect((await uploadArchive(t, second, token, rest - 1000)).statusCode).toBe(200);
      expect((await addImage(t, second, token, true)).json()).toEqual({
        message: 'QUOTA_EXCEEDED',
      });
      expect((await filesOnDisk(t)).tmp).toEqual([]);
    });

    it('never lets uploads sent at once pass the quota together', async () => {
      const { user, token } = await createUser(t);
      const titles = Array.from({ length: 11 }, (_, i) => `Parallel ${i}`);
      await insertContents(t, user.id, titles);
      const rows = await t.app.db
        .selectFrom('library_contents')
        .select('id')
        .where('author_id', '=', user.id)
        .orderBy('id')
        .execute();
      const [more, ...ids] = rows.map((row) => row.id);
      const filesBefore = (await filesOnDisk(t)).files.length;
      // Ten archives, of which three at most fit, and three small images, all at once.
      const answers = await Promise.all([
        ...ids.map((id) => uploadArchive(t, id, token, 300 * KIB)),
        ...ids.slice(0, 3).map((id) => addImage(t, id, token)),
      ]);
      for (const answer of answers.filter((a) => a.statusCode !== 200)) {
        expect(answer.statusCode).toBe(403);
        expect(answer.json()).toEqual({ message: 'QUOTA_EXCEEDED' });
      }
      const [archives, images] = await Promise.all([
        t.app.db
          .selectFrom('library_contents')
          .select((eb) => [
            eb.fn.sum<number>('file_size').as('bytes'),
            eb.fn.count('file_name').as('n'),
          ])
          .where('author_id', '=', user.id)
          .executeTakeFirstOrThrow(),
        t.app.db
          .selectFrom('library_images')
          .select((eb) => [eb.fn.sum<number>('bytes').as('bytes'), eb.fn.countAll().as('n')])
          .where('author_id', '=', user.id)
          .executeTakeFirstOrThrow(),
      ]);
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(
        Number(archives.n) + Number(images.n),
      );
      expect(Number(archives.n)).toBeGreaterThan(0);
      expect(Number(archives.bytes) + Number(images.bytes ?? 0)).toBeLessThanOrEqual(1024 * KIB);
      expect((await filesOnDisk(t)).tmp).toEqual([]);
      expect((await filesOnDisk(t)).files).toHaveLength(filesBefore + Number(archives.n));
      // What the refused uploads asked for is free again: the rest can still be used.
      expect((await uploadArchive(t, more!, token, 100 * KIB)).statusCode).toBe(200);
    });

    it('gives an account older than a week the larger quota, and administrators none', async () => {
      const { user, token } = await createUser(t);
      const weekAgo = new Date(Date.now() - 8 * 24 * 3600 * 1000).toISOString();
      await t.app.db
        .updateTable('users')
        .set({ created_at: weekAgo })
        .where('id', '=', user.id)
        .execute();
      const ids = [await newContent(t, token), await newContent(t, token)];
      expect((await uploadArchive(t, ids[0]!, token, 1500 * KIB)).statusCode).toBe(200);
      expect((await uploadArchive(t, ids[1]!, token, 1500 * KIB)).statusCode).toBe(200);
      const third = await newContent(t, token);
      expect((await uploadArchive(t, third, token, 200 * KIB)).statusCode).toBe(403);

      const admin = await createUser(t, { level: 'admin' });
      const own = await newContent(t, admin.token);
      expect((await uploadArchive(t, own, admin.token, 4000 * KIB)).statusCode).toBe(200);
    });
  },
);

describeWithApp(
  'library uploads on a full disk',
  // A floor above any disk's free space: every upload finds the disk full.
  {
    ...LIBRARY_TEST_OPTIONS,
    env: { ...LIBRARY_TEST_OPTIONS.env, STORAGE_MIN_FREE_MB: '100000000' },
  },
  (t) => {
    it('refuses archives and images with 507 STORAGE_FULL, writing nothing', async () => {
      const { token } = await createUser(t);
      const id = await newContent(t, token);
      const archive = await uploadArchive(t, id, token, 10 * KIB);
      expect(archive.statusCode).toBe(507);
      expect(archive.json()).toEqual({ message: 'STORAGE_FULL' });
      const image = await addImage(t, id, token);
      expect(image.statusCode).toBe(507);
      expect(image.json()).toEqual({ message: 'STORAGE_FULL' });
      expect(await filesOnDisk(t)).toEqual({ files: [], tmp: [] });
      // Everything else still works.
      const comment = await t.app.inject({
        method: 'POST',
        url: `/api/library/contents/${id}/comments`,
        headers: bearer(token),
        payload: { text: 'Still here' },
      });
      expect(comment.statusCode).toBe(200);
    });
  },
);
