import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeWithApp, type TestContext } from '../../../test/app.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { bearer, createUser } from '../../../test/users.ts';
import {
  confirm,
  filesOnDisk,
  LIBRARY_TEST_OPTIONS,
  newContent,
  request,
} from '../../../test/library.ts';
import { safeFileName } from './archive.ts';

/** A few bytes that start like a zip archive. */
const zipBytes = (size: number, fill = 1) => {
  const bytes = Buffer.alloc(size, fill);
  Buffer.from([0x50, 0x4b, 0x03, 0x04]).copy(bytes);
  return bytes;
};

const upload = (
  t: TestContext,
  id: number,
  token: string | undefined,
  name: string,
  content: Buffer,
) => {
  const form = multipartBody([{ name: 'contentfile', filename: name, content }]);
  return t.app.inject({
    method: 'POST',
    url: `/api/library/contents/${id}/uploadfile`,
    headers: { ...(token ? bearer(token) : {}), ...form.headers },
    payload: form.payload,
  });
};

describeWithApp('library archives', LIBRARY_TEST_OPTIONS, (t) => {
  it('stores the archive, sends it back as an attachment and replaces it', async () => {
    const { token } = await createUser(t);
    const id = await newContent(t, token);
    const content = zipBytes(5000);
    const res = await upload(t, id, token, '../../My <Hamlet> été;.zip', content);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      url: `/api/library/contents/${id}/download`,
      filename: 'My _Hamlet_ ete_.zip',
      filesize: 5000,
      filesha512: createHash('sha512').update(content).digest('hex'),
      filetype: 'application/zip',
    });
    const row = await t.app.db
      .selectFrom('library_contents')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.file_sha512).toBe(createHash('sha512').update(content).digest('hex'));
    expect(row.file_type).toBe('application/zip');
    expect(row.file_name).toMatch(/\.zip$/);

    await confirm(t, id);
    const download = await request(t, 'GET', `/api/library/contents/${id}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(
      'attachment; filename="My _Hamlet_ ete_.zip"',
    );
    expect(download.headers['content-type']).toBe('application/octet-stream');
    expect(download.rawPayload.equals(content)).toBe(true);

    const second = await upload(
      t,
      id,
      token,
      'v2.rar',
      Buffer.from('Rar!\x1a\x07\x00rest', 'latin1'),
    );
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({
      filename: 'v2.rar',
      filesize: 11,
      filetype: 'application/vnd.rar',
    });
    expect(await t.app.storage.stat('files', row.file_name!)).toBeNull();
    expect((await filesOnDisk(t)).files).toHaveLength(1);
    expect((await filesOnDisk(t)).tmp).toEqual([]);
  });

  it('refuses nobody, others and unknown contents, keeping nothing', async () => {
    const { token } = await createUser(t);
    const { token: other } = await createUser(t);
    const id = await newContent(t, token);
    await confirm(t, id);
    const before = (await filesOnDisk(t)).files.length;
    expect((await upload(t, id, undefined, 'a.zip', zipBytes(100))).statusCode).toBe(401);
    const refused = await upload(t, id, other, 'a.zip', zipBytes(100));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'UNAUTHORIZED' });
    expect((await upload(t, 99999, token, 'a.zip', zipBytes(100))).statusCode).toBe(404);
    const wrongField = multipartBody([{ name: 'file', filename: 'a.zip', content: zipBytes(10) }]);
    const wrong = await t.app.inject({
      method: 'POST',
      url: `/api/library/contents/${id}/uploadfile`,
      headers: { ...bearer(token), ...wrongField.headers },
      payload: wrongField.payload,
    });
    expect(wrong.statusCode).toBe(400);
    expect(await filesOnDisk(t)).toEqual({ files: expect.any(Array), tmp: [] });
    expect((await filesOnDisk(t)).files).toHaveLength(before);
    expect((await request(t, 'GET', `/api/library/contents/${id}/download`)).statusCode).toBe(404);
  });

  it('keeps one archive when several are uploaded at once', async () => {
    const { token } = await createUser(t);
    const id = await newContent(t, token);
    const before = (await filesOnDisk(t)).files.length;
    const results = await Promise.all(
      [1, 2, 3, 4].map((n) => upload(t, id, token, `v${n}.zip`, zipBytes(2000, n))),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await filesOnDisk(t)).toEqual({ files: expect.any(Array), tmp: [] });
    expect((await filesOnDisk(t)).files).toHaveLength(before + 1);
  });

  it('admins may upload for any content', async () => {
    const { token } = await createUser(t);
    const { token: admin } = await createUser(t, { level: 'admin' });
    const id = await newContent(t, token);
    expect((await upload(t, id, admin, 'x.7z', zipBytes(50))).statusCode).toBe(200);
  });

  it('makes names safe', () => {
    expect(safeFileName('C:\\Users\\me\\village.zip', 'x')).toBe('village.zip');
    expect(safeFileName('..', 'fallback.zip')).toBe('fallback.zip');
    expect(safeFileName('.htaccess', 'x')).toBe('htaccess');
    expect(safeFileName('a\r\nb;c.zip', 'x')).toBe('a_b_c.zip');
    expect(safeFileName(`${'x'.repeat(300)}.zip`, 'x')).toHaveLength(120);
  });
});

describeWithApp(
  'library archives over the limit',
  { ...LIBRARY_TEST_OPTIONS, env: { ...LIBRARY_TEST_OPTIONS.env, LIBRARY_MAX_UPLOAD_MB: '1' } },
  (t) => {
    it('answers 413 past LIBRARY_MAX_UPLOAD_MB and keeps nothing', async () => {
      const { token } = await createUser(t);
      const id = await newContent(t, token);
      const res = await upload(t, id, token, 'big.zip', zipBytes(1024 * 1024 + 10));
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ message: 'PAYLOAD_TOO_LARGE' });
      expect(await filesOnDisk(t)).toEqual({ files: [], tmp: [] });
      const row = await t.app.db
        .selectFrom('library_contents')
        .select('file_name')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.file_name).toBeNull();
      expect((await upload(t, id, token, 'fits.zip', zipBytes(1024 * 1024))).statusCode).toBe(200);
    });
  },
);
