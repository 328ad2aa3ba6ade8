import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, expect, it } from 'vitest';
import { SITE_MIGRATIONS } from './areas.ts';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { connectDatabase, type DialectName } from './db/connect.ts';
import type { Database } from './db/database.ts';
import { backupSite, BackupError, MANIFEST, restoreSite } from './platform/ops/backup/index.ts';
import { diskLayout } from './test/disk-layout.ts';
import { describeWithApp, testConfig, type TestContext } from './test/app.ts';
import { confirm, contentFields, newContent, request } from './test/library.ts';
import { multipartBody } from './test/multipart.ts';
import { bearer, createUser } from './test/users.ts';
import { startTestBucket } from './test/bucket.ts';

const KNOWN_MIGRATIONS = Object.keys(SITE_MIGRATIONS);

/** Random bytes that start like a zip archive. */
const zipBytes = () => {
  const bytes = randomBytes(3000);
  Buffer.from([0x50, 0x4b, 0x03, 0x04]).copy(bytes);
  return bytes;
};

const png = (colour: string) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
    .png()
    .toBuffer();

function postForm(
  t: TestContext,
  url: string,
  token: string,
  parts: Parameters<typeof multipartBody>[0],
) {
  const form = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), ...form.headers },
    payload: form.payload,
  });
}

/** Every table of a database (the search index's own included), each as sorted JSON rows. */
async function readTables(db: Kysely<Database>, dialect: DialectName) {
  const names =
    dialect === 'sqlite'
      ? (
          await sql<{ name: string; type: string; schema: string }>`pragma table_list`.execute(db)
        ).rows
          .filter(
            (r) =>
              r.schema === 'main' &&
              (r.type === 'table' || r.type === 'virtual') &&
              !r.name.startsWith('sqlite_'),
          )
          .map((r) => r.name)
      : (
          await sql<{ name: string }>`select table_name as name from information_schema.tables
            where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)
        ).rows.map((r) => r.name);
  const tables = new Map<string, string[]>();
  for (const name of names.sort()) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(
      db,
    );
    tables.set(name, rows.map((row) => JSON.stringify(row)).sort());
  }
  return tables;
}

/** The stored files the records name, as paths under DATA_DIR's folders. */
async function referencedFiles(db: Kysely<Database>, dataDir: string): Promise<string[]> {
  const storage = diskLayout(dataDir);
  const archives = await db
    .selectFrom('library_contents')
    .select('file_name')
    .where('file_name', 'is not', null)
    .execute();
  const images = [
    ...(await db
      .selectFrom('library_images')
      .select(['filename', 'previewname', 'thumbname'])
      .execute()),
    ...(await db
      .selectFrom('encyclopedia_images')
      .select(['filename', 'previewname', 'thumbname'])
      .execute()),
    ...(await db.selectFrom('encyclopedia_pictures').select(['filename', 'webpname']).execute()),
    ...(await db
      .selectFrom('hof_entries')
      .select(['avatar', 'avatar_preview', 'avatar_thumb'])
      .execute()),
  ];
  return [
    ...archives.map((r) => storage.filePath(r.file_name!)),
    ...images.flatMap((r) => Object.values(r).map((name) => storage.imagePath(name))),
  ];
}

/**
 * An empty site to restore into: a new data folder and, on PostgreSQL, a new
 * database; `env` adds settings (a bucket's).
 */
async function emptySite(t: TestContext, env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'millenaire-restore-'));
  if (t.dialect === 'sqlite') {
    return {
      config: testConfig(
        { dialect: 'sqlite', dataDir, databaseUrl: undefined, drop: async () => {} },
        env,
      ),
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  // The backup holds the test's own schema: the new database gets an empty one of that name.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(
    t.app.db,
  );
  const schema = rows[0]!.schema;
  const base = new URL(process.env.TEST_DATABASE_URL!);
  const name = `restore_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  await client.query(`create schema ${schema}`);
  await client.end();
  url.searchParams.set('options', `-c search_path=${schema},public`);
  return {
    config: testConfig(
      { dialect: 'postgres', dataDir, databaseUrl: url.toString(), drop: async () => {} },
      env,
    ),
    drop: async () => {
      const again = new pg.Client({ connectionString: base.toString() });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describeWithApp('site backups', { seed: true }, (t) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });
  let folder: string;
  let restored: Config;
  let archive: { id: number; bytes: Buffer };

  it('backs up while the site writes, and restores every row and file into an empty site', async () => {
    // A site with content of every kind, on top of the demo's; written by an
    // administrator, whom the write budgets leave uncounted for the busy stream below.
    const { token } = await createUser(t, { level: 'admin' });
    for (let i = 0; i < 3; i += 1) await createUser(t);
    const id = await newContent(t, token, { title: 'Saved harbour' });
    await confirm(t, id);
    archive = { id, bytes: zipBytes() };
    const upload = await postForm(t, `/api/library/contents/${id}/uploadfile`, token, [
      { name: 'contentfile', filename: 'harbour.zip', content: archive.bytes },
    ]);
    expect(upload.statusCode).toBe(200);
    const image = await postForm(t, `/api/library/contents/${id}/images`, token, [
      { name: 'legend', value: 'The quay' },
      { name: 'picture1', filename: 'quay.png', content: await png('#3a80c0'), type: 'image/png' },
    ]);
    expect(image.statusCode).toBe(200);
    const edit = await t.app.inject({
      method: 'POST',
      url: '/api/encyclopedia/norman/villagers/miller?language=en',
      headers: bearer(token),
      payload: { desc: '<p>Grinds the wheat of the whole valley.</p>' },
    });
    expect(edit.statusCode).toBe(200);
    const english = (await t.app.inject('/api/translationsapp/latestfiles/en/strings')).json();
    const key = Object.keys(english.splitcontent.elements)[0]!;
    const translation = await t.app.inject({
      method: 'POST',
      url: '/api/translationsapp/latestfiles/fr/strings',
      headers: bearer(token),
      payload: { filename: 'strings.txt', splitcontent: { elements: { [key]: ['Sauvegardé'] } } },
    });
    expect(translation.statusCode).toBe(200);

    // Writes go on through the API during the whole backup: contents, some with a picture.
    let writing = true;
    let written = 0;
    const writes = (async () => {
      while (writing) {
        const busy = await request(
          t,
          'POST',
          '/api/library/contents/',
          token,
          contentFields({ title: `Busy hamlet ${written}` }),
        );
        expect(busy.statusCode).toBe(200);
        if (written % 3 === 0) {
          const picture = await postForm(
            t,
            `/api/library/contents/${busy.json().contentid}/images`,
            token,
            [
              {
                name: 'picture1',
                filename: 'busy.png',
                content: await png('#c0803a'),
                type: 'image/png',
              },
            ],
          );
          expect(picture.statusCode).toBe(200);
        }
        written += 1;
      }
    })();
    while (written < 2) await new Promise((resolve) => setTimeout(resolve, 5));

    const storage = diskLayout(t.config.dataDir);
    const before = await readTables(t.app.db, t.dialect);
    const filesBefore = await referencedFiles(t.app.db, t.config.dataDir);
    const writtenBefore = written;
    const parent = mkdtempSync(path.join(tmpdir(), 'millenaire-backup-'));
    cleanups.push(async () => rmSync(parent, { recursive: true, force: true }));
    folder = path.join(parent, 'backup');
    const manifest = await backupSite({ config: t.config, folder });
    const writtenDuring = written - writtenBefore;
    writing = false;
    await writes;
    expect(writtenDuring).toBeGreaterThan(0);
    const after = await readTables(t.app.db, t.dialect);

    expect(manifest).toMatchObject({ format: 1, database: { kind: t.dialect } });
    expect(manifest.database.migrations).toEqual([...KNOWN_MIGRATIONS].sort());
    expect(manifest.files.count).toBe(manifest.files.list.length);
    expect(manifest.files.list.map((f) => f.path)).toEqual(
      expect.arrayContaining([
        `files/${path.basename(filesBefore.find((f) => f.startsWith(storage.fileDir))!)}`,
      ]),
    );
    expect(manifest.files.list.some((f) => f.path.startsWith('tmp/'))).toBe(false);

    const site = await emptySite(t);
    cleanups.push(site.drop);
    restored = site.config;
    await restoreSite({ config: restored, folder, knownMigrations: KNOWN_MIGRATIONS });

    const { db } = connectDatabase(restored);
    try {
      const back = await readTables(db, t.dialect);
      expect([...back.keys()]).toEqual([...before.keys()]);
      for (const [table, rows] of before) {
        const got = back.get(table)!;
        expect(got.length, table).toBeGreaterThanOrEqual(rows.length);
        expect(got.length, table).toBeLessThanOrEqual(after.get(table)!.length);
        // Every row the site had before the backup began, as it was, unless a
        // write changed it since (the counts per category).
        const kept = new Set(got);
        const changed = new Set(after.get(table));
        const lost = rows.filter((row) => !kept.has(row) && changed.has(row));
        expect(lost, table).toEqual([]);
      }
      // No record of the restored site names a file it lacks; the files are the site's bytes.
      const named = await referencedFiles(db, restored.dataDir);
      expect(named.length).toBeGreaterThanOrEqual(filesBefore.length);
      expect(named.filter((file) => !existsSync(file))).toEqual([]);
      for (const entry of manifest.files.list) {
        const live = path.join(t.config.dataDir, entry.path);
        const copy = path.join(restored.dataDir, entry.path);
        if (existsSync(live))
          expect(readFileSync(copy).equals(readFileSync(live)), entry.path).toBe(true);
      }
      for (const file of filesBefore) {
        const relative = path.relative(t.config.dataDir, file);
        expect(existsSync(path.join(restored.dataDir, relative)), relative).toBe(true);
      }
    } finally {
      await db.destroy();
    }

    // The restored site starts and answers with the backed-up content.
    const app = await buildApp(restored, { seed: true });
    try {
      await app.ready();
      const download = await app.inject(`/api/library/contents/${archive.id}/download`);
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(archive.bytes)).toBe(true);
      const page = (
        await app.inject('/api/encyclopedia/norman/villagers/miller?language=en')
      ).json();
      expect(page.extradata.desc).toBe('<p>Grinds the wheat of the whole valley.</p>');
    } finally {
      await app.close();
    }
  });

  it('refuses a site with content unless told to replace it, and a damaged backup', async () => {
    // The restored site has rows and files now.
    await expect(
      restoreSite({ config: restored, folder, knownMigrations: KNOWN_MIGRATIONS }),
    ).rejects.toThrow(/not empty/);
    await restoreSite({
      config: restored,
      folder,
      knownMigrations: KNOWN_MIGRATIONS,
      replace: true,
    });

    await expect(
      restoreSite({
        config: restored,
        folder,
        knownMigrations: KNOWN_MIGRATIONS.slice(1),
        replace: true,
      }),
    ).rejects.toThrow(/newer version/);
    await expect(backupSite({ config: t.config, folder })).rejects.toThrow(/not empty/);
    const inside = path.join(t.config.dataDir, 'backup');
    await expect(backupSite({ config: t.config, folder: inside })).rejects.toThrow(
      /inside DATA_DIR/,
    );

    const manifest = JSON.parse(readFileSync(path.join(folder, MANIFEST), 'utf8'));
    const archivePath = path.join(
      folder,
      manifest.files.list.find((f: { path: string }) => f.path.startsWith('files/')).path,
    );
    writeFileSync(archivePath, Buffer.concat([readFileSync(archivePath), Buffer.from('x')]));
    const damaged = restoreSite({
      config: restored,
      folder,
      knownMigrations: KNOWN_MIGRATIONS,
      replace: true,
    });
    await expect(damaged).rejects.toThrow(BackupError);
    await expect(damaged).rejects.toThrow(/differ/);
  });
});

// The same with the files in a bucket: the backup holds them as DATA_DIR would,
// and a restore puts them into the bucket of the site restored.
const live = await startTestBucket('millenaire-live');
afterAll(() => live.close());

describeWithApp('site backups of files kept in a bucket', { seed: true, env: live.env }, (t) => {
  it('backs up the bucket’s files and restores them into another site’s bucket', async () => {
    const { token } = await createUser(t, { level: 'admin' });
    const id = await newContent(t, token, { title: 'Harbour in a bucket' });
    await confirm(t, id);
    const bytes = zipBytes();
    const upload = await postForm(t, `/api/library/contents/${id}/uploadfile`, token, [
      { name: 'contentfile', filename: 'harbour.zip', content: bytes },
    ]);
    expect(upload.statusCode).toBe(200);
    const image = await postForm(t, `/api/library/contents/${id}/images`, token, [
      { name: 'picture1', filename: 'quay.png', content: await png('#3a80c0'), type: 'image/png' },
    ]);
    expect(image.statusCode).toBe(200);

    const parent = mkdtempSync(path.join(tmpdir(), 'millenaire-backup-'));
    try {
      const folder = path.join(parent, 'backup');
      const manifest = await backupSite({ config: t.config, folder });
      const paths = manifest.files.list.map((f) => f.path);
      // The demo's archives and pictures and the ones just added, all from the bucket.
      expect(paths.some((p) => p.startsWith('files/'))).toBe(true);
      expect(paths.some((p) => p.startsWith('libraryres/img/'))).toBe(true);
      expect(existsSync(path.join(t.config.dataDir, 'files'))).toBe(false);

      // Each run restores into a bucket of its own, empty.
      const target = await startTestBucket('millenaire-restored');
      const site = await emptySite(t, target.env);
      try {
        await restoreSite({ config: site.config, folder, knownMigrations: KNOWN_MIGRATIONS });
        const app = await buildApp(site.config, { seed: true });
        try {
          await app.ready();
          const download = await app.inject(`/api/library/contents/${id}/download`);
          expect(download.statusCode).toBe(200);
          expect(download.rawPayload.equals(bytes)).toBe(true);
          // Served from the restored site's bucket, not from the live one's.
          const picture = paths.find((p) => p.startsWith('libraryres/img/'))!;
          const served = await app.inject(`/${picture}`);
          expect(served.statusCode).toBe(200);
          expect(served.rawPayload.equals(readFileSync(path.join(folder, picture)))).toBe(true);
          expect(existsSync(path.join(site.config.dataDir, picture))).toBe(false);
        } finally {
          await app.close();
        }
      } finally {
        await site.drop();
        await target.close();
      }
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });
});
