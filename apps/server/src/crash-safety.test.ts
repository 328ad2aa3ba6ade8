import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SITE_STORED_FILES } from './areas.ts';
import { hashPassword } from './areas/users/passwords.ts';
import { insertUser } from './areas/users/repository.ts';
import { connectDatabase } from './db/connect.ts';
import type { Database } from './db/database.ts';
import { createTokens } from './platform/http/auth.ts';
import { generateName } from './platform/storage/storage.ts';
import { STALE_TEMP_MS } from './platform/storage/temp.ts';
import { diskLayout } from './test/disk-layout.ts';
import {
  SWEEP_MIN_AGE_MS,
  sweepUnreferenced,
  type StoredFolder,
} from './platform/storage/sweep.ts';
import { describeWithApp, TEST_JWT_SECRET } from './test/app.ts';
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from './test/databases.ts';
import { databaseProblems } from './test/integrity.ts';
import { contentFields } from './test/library.ts';
import { multipartBody } from './test/multipart.ts';
import { pingUrl } from './test/pings.ts';
import { freePort, partialPost, PROCESS_TEST_MS, startServer } from './test/processes.ts';
import { seedTranslationsInto } from './test/translations.ts';
import { withSecondFactor } from './test/users.ts';

// A site process killed (SIGKILL: no shutdown, no last write) in the middle
// of a stream of writes, then started again on the same database and data
// folder: what it answered is kept, the database is sound, no record names a
// missing or half-written file, and what the kill left on disk goes at start.

/** Writers: administrators, whom the library's budgets and quotas leave alone. */
const WRITERS = 4;
/** Requests under way at once during the stream. */
const PARALLEL = 8;
/** Writes answered before the upload that the kill interrupts is begun. */
const ANSWERED_BEFORE_KILL = 60;
/** Contents created first, whose archives, images, comments and stars the stream writes. */
const CONTENTS = 48;

const sha512 = (bytes: Buffer) => createHash('sha512').update(bytes).digest('hex');

/** Bytes that start like a zip archive. */
const zipBytes = (size: number) => {
  const bytes = randomBytes(size);
  Buffer.from([0x50, 0x4b, 0x03, 0x04]).copy(bytes);
  return bytes;
};

function startSite(database: TestDatabase, port: number) {
  return startServer({
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl ?? '',
    JWT_SECRET: TEST_JWT_SECRET,
    ADMIN_PASSWORD: 'Tall-Granary-Windmill-48',
    SEED_DEMO: 'false',
    REDIS_URL: '',
    LOG_LEVEL: 'info',
    // The test machine's disk may keep less free than the site's default floor.
    STORAGE_MIN_FREE_MB: '1',
  });
}

const ready = (site: Awaited<ReturnType<typeof startSite>>) =>
  site.logged((line) => line.msg?.includes('site ready at') ?? false, 'that the site is ready');

type Kind = 'create' | 'archive' | 'image' | 'comment' | 'star' | 'translation' | 'ping';
const KINDS: Kind[] = ['create', 'archive', 'image', 'comment', 'star', 'translation', 'ping'];

/** One write of the stream and, once answered, what it answered. */
interface Write {
  kind: Kind;
  /** The content, user or installation it writes to. */
  target: number | string;
  writer: number;
  /** What was sent that the record must keep (a title, a text, a hash). */
  sent: string;
  status?: number;
  body?: Record<string, unknown>;
  /** The request failed without an answer (the process was gone). */
  failed?: boolean;
}

interface Site {
  base: string;
  tokens: string[];
  userIds: number[];
  contents: number[];
  pictures: Buffer[];
}

/** Sends one write and notes its answer. */
async function send(site: Site, write: Write): Promise<void> {
  const auth = { authorization: `Bearer ${site.tokens[write.writer]}` };
  const json = (url: string, payload: object) =>
    fetch(`${site.base}${url}`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
  const form = (url: string, parts: Parameters<typeof multipartBody>[0]) => {
    const body = multipartBody(parts);
    return fetch(`${site.base}${url}`, {
      method: 'POST',
      headers: { ...auth, 'content-type': body.headers['content-type']! },
      body: body.payload,
    });
  };
  const url = `/api/library/contents/${write.target}`;
  try {
    let res: Response;
    switch (write.kind) {
      case 'create':
        res = await json('/api/library/contents/', contentFields({ title: write.sent }));
        break;
      case 'archive': {
        const bytes = zipBytes(20_000 + Math.floor(Math.random() * 300_000));
        write.sent = sha512(bytes);
        res = await form(`${url}/uploadfile`, [
          { name: 'contentfile', filename: 'hamlet.zip', content: bytes },
        ]);
        break;
      }
      case 'image':
        res = await form(`${url}/images`, [
          { name: 'legend', value: write.sent },
          {
            name: 'picture1',
            filename: 'shot.png',
            content: site.pictures[Number(write.target) % site.pictures.length]!,
            type: 'image/png',
          },
        ]);
        break;
      case 'comment':
        res = await json(`${url}/comments`, { text: write.sent });
        break;
      case 'star':
        res = await json(`${url}/star`, { enabled: true });
        break;
      case 'translation':
        res = await json('/api/translationsapp/latestfiles/fr/strings', {
          filename: 'strings.txt',
          splitcontent: { elements: { 'ui.c': [write.sent] } },
        });
        break;
      case 'ping':
        res = await fetch(`${site.base}${pingUrl(String(write.target))}`);
        break;
    }
    const text = await res.text();
    write.body = res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : { text };
    write.status = res.status;
  } catch {
    write.failed = true;
  }
}

/**
 * The stream: writes of every kind, PARALLEL at a time, until `stop` is
 * called; each content gets at most one archive upload and each writer at
 * most one star per content, so every answer names one record.
 */
function writeStream(site: Site) {
  const writes: Write[] = [];
  const running = new Set<Promise<void>>();
  let stopped = false;
  let n = 0;
  let archives = 0;
  let stars = 0;
  let pings = 0;
  const next = (): Write => {
    const kind = KINDS[n++ % KINDS.length]!;
    const writer = n % WRITERS;
    const content = site.contents[n % site.contents.length]!;
    switch (kind) {
      case 'create':
        return { kind, target: 0, writer, sent: `Crash hamlet ${n}` };
      case 'archive':
        // The last content is kept for the upload the kill interrupts.
        if (archives >= site.contents.length - 1) return next();
        return { kind, target: site.contents[archives++]!, writer, sent: '' };
      case 'image':
        return { kind, target: content, writer, sent: `Picture ${n}` };
      case 'comment':
        return { kind, target: content, writer, sent: `Comment number ${n}` };
      case 'star': {
        if (stars >= site.contents.length * WRITERS) return next();
        const pair = stars++;
        return {
          kind,
          target: site.contents[pair % site.contents.length]!,
          writer: Math.floor(pair / site.contents.length),
          sent: '',
        };
      }
      case 'translation':
        return { kind, target: 'fr', writer, sent: `Trois ${n}` };
      case 'ping':
        return {
          kind,
          target: String(9_000_000_000_000_000_000n + BigInt(pings++)),
          writer,
          sent: '',
        };
    }
  };
  const worker = async () => {
    while (!stopped) {
      const write = next();
      writes.push(write);
      const sent = send(site, write);
      running.add(sent);
      await sent;
      running.delete(sent);
    }
  };
  const workers = Array.from({ length: PARALLEL }, worker);
  return {
    writes,
    answered: () => writes.filter((w) => w.status !== undefined).length,
    /** How many requests are under way now. */
    inFlight: () => running.size,
    stop: async () => {
      stopped = true;
      await Promise.all(workers);
    },
  };
}

/** Waits until `check` holds, checking every 10 ms for at most `ms`. */
async function until(check: () => boolean, ms: number, what: string): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const listDir = (dir: string) => readdirSync(dir).sort();

/** Sets a file's times `ms` into the past. */
function age(filePath: string, ms: number): void {
  const then = new Date(Date.now() - ms);
  utimesSync(filePath, then, then);
}

/** Accounts, translations and contents to write to, made before the stream. */
async function prepare(db: Kysely<Database>, base: string): Promise<Site> {
  const tokens = createTokens(TEST_JWT_SECRET);
  const passwordHash = await hashPassword('Quiet-Harbour-Lantern-93');
  const users = [];
  for (let i = 0; i < WRITERS; i++) {
    const login = `writer${i}`;
    const { id } = await insertUser(
      db,
      { login, email: null, passwordHash, accountlevel: 'admin' },
      new Date(),
    );
    // Administrators act as such with a second factor.
    users.push(await withSecondFactor(db, id));
  }
  await seedTranslationsInto(db);
  const site: Site = {
    base,
    tokens: await Promise.all(users.map((user) => tokens.sign(user))),
    userIds: users.map((user) => user.id),
    contents: [],
    pictures: await Promise.all(
      ['#3a80c0', '#c0803a', '#80c03a'].map((background) =>
        sharp({ create: { width: 64, height: 48, channels: 3, background } })
          .png()
          .toBuffer(),
      ),
    ),
  };
  for (let i = 0; i < CONTENTS; i++) {
    const res = await fetch(`${base}/api/library/contents/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${site.tokens[0]}`, 'content-type': 'application/json' },
      body: JSON.stringify(contentFields({ title: `Stream hamlet ${i}` })),
    });
    expect(res.status).toBe(200);
    site.contents.push(((await res.json()) as { contentid: number }).contentid);
  }
  await db.updateTable('library_contents').set({ confirmed: 1 }).execute();
  return site;
}

/** What is missing of the writes answered 200, one line each. */
async function missingWrites(db: Kysely<Database>, site: Site, writes: Write[]) {
  const missing: string[] = [];
  for (const w of writes.filter((write) => write.status === 200)) {
    const body = w.body ?? {};
    let found: unknown;
    switch (w.kind) {
      case 'create':
        found = await db
          .selectFrom('library_contents')
          .select('id')
          .where('id', '=', Number(body.contentid))
          .where('title', '=', w.sent)
          .executeTakeFirst();
        break;
      case 'archive':
        found = await db
          .selectFrom('library_contents')
          .select('id')
          .where('id', '=', Number(w.target))
          .where('file_sha512', '=', w.sent)
          .executeTakeFirst();
        break;
      case 'image':
        found = await db
          .selectFrom('library_images')
          .select('id')
          .where('id', '=', Number(body.id))
          .where('filename', '=', String(body.filename))
          .executeTakeFirst();
        break;
      case 'comment':
        found = await db
          .selectFrom('library_comments')
          .select('id')
          .where('id', '=', Number(body.id))
          .where('text', '=', w.sent)
          .executeTakeFirst();
        break;
      case 'star':
        found = await db
          .selectFrom('library_stars')
          .select('content_id')
          .where('content_id', '=', Number(w.target))
          .where('user_id', '=', site.userIds[w.writer]!)
          .executeTakeFirst();
        break;
      case 'translation':
        found = await db
          .selectFrom('translation_changes')
          .select('id')
          .where('language', '=', 'fr')
          .where('filekey', '=', 'strings')
          .where('revision', '=', Number((body.file as { revision: number }).revision))
          .executeTakeFirst();
        break;
      case 'ping':
        found = await db
          .selectFrom('installations')
          .select('uid')
          .where('uid', '=', String(w.target))
          .executeTakeFirst();
        break;
    }
    if (!found) missing.push(`${w.kind} ${String(w.target)}: ${JSON.stringify(body)}`);
  }
  return missing;
}

/** Records whose file is missing or differs from what the record says of it. */
async function brokenFiles(db: Kysely<Database>, dataDir: string): Promise<string[]> {
  const storage = diskLayout(dataDir);
  const broken: string[] = [];
  const archives = await db
    .selectFrom('library_contents')
    .select(['id', 'file_name', 'file_size', 'file_sha512'])
    .where('file_name', 'is not', null)
    .execute();
  for (const row of archives) {
    const bytes = (() => {
      try {
        return readFileSync(storage.filePath(row.file_name!));
      } catch {
        return undefined;
      }
    })();
    if (!bytes) broken.push(`content ${row.id}: archive ${row.file_name} is missing`);
    else if (bytes.length !== Number(row.file_size) || sha512(bytes) !== row.file_sha512) {
      broken.push(`content ${row.id}: archive ${row.file_name} is not the one recorded`);
    }
  }
  const images = await db
    .selectFrom('library_images')
    .select(['id', 'filename', 'previewname', 'thumbname', 'bytes'])
    .execute();
  for (const row of images) {
    const sizes = [row.filename, row.previewname, row.thumbname].map((name) => {
      try {
        return statSync(storage.imagePath(name)).size;
      } catch {
        return Number.NaN;
      }
    });
    const total = sizes.reduce((sum, size) => sum + size, 0);
    if (total !== Number(row.bytes))
      broken.push(`image ${row.id}: files missing or not as recorded`);
  }
  return broken;
}

/** Every name the areas' records give, by folder. */
async function referencedNames(db: Kysely<Database>) {
  const names: Record<StoredFolder, Set<string>> = { images: new Set(), files: new Set() };
  for (const source of SITE_STORED_FILES) {
    for (const name of await source.names(db)) names[source.folder].add(name);
  }
  return names;
}

describe.each(TEST_DIALECTS)('a site process killed in the middle of writes [%s]', (dialect) => {
  it(
    'keeps every answered write, a sound database and only files that records name',
    async () => {
      const database = await createTestDatabase(dialect);
      const { db } = connectDatabase(database);
      const storage = diskLayout(database.dataDir);
      let first: Awaited<ReturnType<typeof startSite>> | undefined;
      let second: Awaited<ReturnType<typeof startSite>> | undefined;
      try {
        const port = await freePort();
        first = await startSite(database, port);
        await ready(first);
        const site = await prepare(db, `http://127.0.0.1:${port}`);

        const stream = writeStream(site);
        await until(() => stream.answered() >= ANSWERED_BEFORE_KILL, 30_000, 'answers');
        // An archive whose body is still arriving: half of it is in tmp/.
        const archive = zipBytes(2 * 1024 * 1024);
        const upload = multipartBody([
          { name: 'contentfile', filename: 'unfinished.zip', content: archive },
        ]);
        const slow = partialPost(
          port,
          `/api/library/contents/${site.contents.at(-1)}/uploadfile`,
          {
            authorization: `Bearer ${site.tokens[0]}`,
            'content-type': upload.headers['content-type']!,
          },
          upload.payload,
          archive.length / 2,
        );
        const halfWritten = () =>
          listDir(storage.tmpDir).some((name) => {
            const size = statSync(path.join(storage.tmpDir, name), { throwIfNoEntry: false })?.size;
            return (size ?? 0) >= archive.length / 4;
          });
        await until(halfWritten, 10_000, 'the unfinished upload in tmp/');

        first.child.kill('SIGKILL');
        // No write is begun after the kill: those under way are the ones in flight.
        const stopped = stream.stop();
        const answeredAtKill = stream.answered();
        const inFlightAtKill = stream.inFlight() + 1;
        await first.exited;
        await stopped;
        expect(await slow.done).toBe('');
        const answered = stream.writes.filter((w) => w.status === 200);
        expect(stream.writes.filter((w) => w.status !== undefined && w.status !== 200)).toEqual([]);

        // What the kill left, as a restart long after it finds it: the
        // unfinished uploads in tmp/ and any file moved into place whose record
        // was never saved, old enough to go.
        const leftInTmp = listDir(storage.tmpDir);
        expect(leftInTmp.length).toBeGreaterThan(0);
        for (const name of leftInTmp) age(path.join(storage.tmpDir, name), STALE_TEMP_MS + 60_000);
        for (const dir of [storage.fileDir, storage.imageDir]) {
          for (const name of listDir(dir)) age(path.join(dir, name), SWEEP_MIN_AGE_MS + 60_000);
        }
        // A kill between the rename of an archive and its record, which no
        // timing of the stream can aim at: its archive, complete and named by
        // no record. And what must stay: another process's upload in progress,
        // one just moved into place, and a file of the operator's.
        const orphan = storage.filePath(generateName('.zip'));
        writeFileSync(orphan, zipBytes(5000));
        age(orphan, SWEEP_MIN_AGE_MS + 60_000);
        const uploading = storage.tempPath();
        writeFileSync(uploading, 'an upload under way');
        const justMoved = storage.filePath(generateName('.zip'));
        writeFileSync(justMoved, zipBytes(5000));
        const operators = path.join(storage.imageDir, 'old-site-banner.png');
        writeFileSync(operators, site.pictures[0]!);
        age(operators, SWEEP_MIN_AGE_MS + 60_000);
        const before = { files: listDir(storage.fileDir), images: listDir(storage.imageDir) };

        second = await startSite(database, port);
        await ready(second);
        const sweptLine = second.lines.find((line) => line.msg?.includes('no record names')) as
          { swept: string[] } | undefined;
        const swept = sweptLine?.swept ?? [];

        expect(await databaseProblems(db, dialect)).toEqual([]);
        expect(await missingWrites(db, site, stream.writes)).toEqual([]);
        expect(await brokenFiles(db, database.dataDir)).toEqual([]);
        // The content whose upload was cut has no archive.
        const cut = await db
          .selectFrom('library_contents')
          .select('file_name')
          .where('id', '=', site.contents.at(-1)!)
          .executeTakeFirstOrThrow();
        expect(cut.file_name).toBeNull();
        expect(listDir(storage.tmpDir)).toEqual([path.basename(uploading)]);

        const referenced = await referencedNames(db);
        const after = { files: listDir(storage.fileDir), images: listDir(storage.imageDir) };
        expect(swept).toContain(`files/${path.basename(orphan)}`);
        for (const folder of ['files', 'images'] as const) {
          // Nothing a record names was swept; everything else that was old was.
          const gone = before[folder].filter((name) => !after[folder].includes(name));
          expect(gone.filter((name) => referenced[folder].has(name))).toEqual([]);
          expect(gone.sort()).toEqual(
            swept
              .filter((s) => s.startsWith(`${folder}/`))
              .map((s) => s.slice(folder.length + 1))
              .sort(),
          );
          const unreferenced = after[folder].filter((name) => !referenced[folder].has(name));
          expect(unreferenced.sort()).toEqual(
            folder === 'files' ? [path.basename(justMoved)] : [path.basename(operators)],
          );
        }

        const byKind = Object.fromEntries(
          KINDS.map((kind) => [kind, answered.filter((w) => w.kind === kind).length]),
        );
        console.log(
          `[${dialect}] writes answered before the kill: ${answeredAtKill} (${JSON.stringify(byKind)}), ` +
            `in flight at the kill: ${inFlightAtKill} (an upload half sent among them; ` +
            `${stream.writes.filter((w) => w.failed).length + 1} never answered), ` +
            `temporary files removed at start: ${leftInTmp.length}, ` +
            `stored files swept at start: ${swept.length} (${swept.join(', ')})`,
        );
      } finally {
        first?.child.kill('SIGKILL');
        second?.child.kill('SIGKILL');
        await second?.exited;
        await db.destroy();
        await database.drop();
      }
      // Two starts of the site through tsx take most of it.
    },
    PROCESS_TEST_MS,
  );
});

// Every area that stores files in the upload folders names them: on the
// seeded demo site (library, encyclopedia, hall of fame), a sweep long after
// removes only what no record names.
describeWithApp('the sweep of the upload folders', { seed: true }, (t) => {
  it('keeps every file a record names, and sweeps only old files of its own naming', async () => {
    const { storage, db } = t.app;
    const layout = diskLayout(t.config.dataDir);
    const orphanImage = layout.imagePath(generateName('.png'));
    const orphanPreview = orphanImage.replace(/\.png$/, '_preview.webp');
    const orphanArchive = layout.filePath(generateName('.zip'));
    const operators = path.join(layout.imageDir, 'old-site-banner.png');
    for (const file of [orphanImage, orphanPreview, orphanArchive, operators]) {
      writeFileSync(file, 'bytes');
    }
    const images = listDir(layout.imageDir);
    const files = listDir(layout.fileDir);
    expect(images.length).toBeGreaterThan(10);

    // Everything is young: nothing goes.
    expect(await sweepUnreferenced(storage, db, SITE_STORED_FILES)).toEqual([]);
    // A day later, only the files of the site's naming that no record names.
    const dayLater = () => Date.now() + 24 * 60 * 60 * 1000;
    const swept = await sweepUnreferenced(storage, db, SITE_STORED_FILES, dayLater);
    expect(swept.sort()).toEqual(
      [
        `images/${path.basename(orphanImage)}`,
        `images/${path.basename(orphanPreview)}`,
        `files/${path.basename(orphanArchive)}`,
      ].sort(),
    );
    expect(listDir(layout.imageDir)).toEqual(
      images.filter((name) => !swept.includes(`images/${name}`)),
    );
    expect(listDir(layout.fileDir)).toEqual(
      files.filter((name) => !swept.includes(`files/${name}`)),
    );
    // Without an area naming a folder's files, that folder is left alone.
    writeFileSync(orphanArchive, 'bytes');
    const imagesOnly = SITE_STORED_FILES.filter((source) => source.folder === 'images');
    expect(await sweepUnreferenced(storage, db, imagesOnly, dayLater)).toEqual([]);
  });
});
