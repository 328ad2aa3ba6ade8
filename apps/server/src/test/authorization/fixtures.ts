// How the authorization matrix sends a row's request as each visitor, and the
// accounts and things it names.
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { createTokens } from '../../platform/http/auth.ts';
import { elementsOf } from '../../areas/translations/file-write.ts';
import { hashPassword } from '../../areas/users/passwords.ts';
import { insertUser } from '../../areas/users/repository.ts';
import { TEST_JWT_SECRET, type TestContext } from '../app.ts';
import { insertContents } from '../library.ts';
import { multipartBody } from '../multipart.ts';
import { bearer, GOOD_PASSWORD, withSecondFactor } from '../users.ts';
import {
  ACTORS,
  nextSerial,
  type ActorName,
  type Demo,
  type Fixtures,
  type Sent,
} from './visitors.ts';

export const expectations = (line: string) => {
  const columns = line.trim().split(/\s+/);
  if (columns.length !== ACTORS.length) throw new Error(`seven columns expected: '${line}'`);
  return ACTORS.map((actor, i) => [actor, columns[i]!] as const);
};

/** Fastify ignores trailing slashes here. */
export const normalized = (route: string) => route.replace(/(\/.*?)\/$/, '$1');

/** What an answer is compared by: its class for a success, itself for the rest. */
export const statusClass = (status: number) =>
  status < 400 ? `${String(status)[0]}xx` : String(status);

let lastAddress = 0;
/** Each request from an address of its own: the per-address limits count other things. */
export const nextAddress = () => {
  lastAddress += 1;
  return `10.${(lastAddress >> 16) & 255}.${(lastAddress >> 8) & 255}.${lastAddress & 255}`;
};

export async function send(
  f: Fixtures,
  method: string,
  actor: ActorName,
  sent: Sent,
): Promise<LightMyRequestResponse> {
  const user = f.users[actor];
  const fresh = user
    ? await f.t.app.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirst()
    : undefined;
  // Signed anew each time: a logout or a password change earlier ends the older tokens.
  const headers: Record<string, string> = fresh
    ? bearer(await createTokens(TEST_JWT_SECRET).sign(fresh))
    : {};
  const multipart = sent.form ? multipartBody(sent.form) : undefined;
  return f.t.app.inject({
    method: method as 'GET' | 'POST',
    url: sent.url,
    remoteAddress: nextAddress(),
    headers: { ...headers, ...multipart?.headers },
    ...(multipart
      ? { payload: multipart.payload }
      : method === 'POST'
        ? { payload: sent.body ?? {} }
        : {}),
  });
}

export async function fixtures(t: TestContext): Promise<Fixtures> {
  const passwordHash = await hashPassword(GOOD_PASSWORD);
  const newAccount = (level: 'new' | 'confirmed' | 'admin' = 'new') =>
    insertUser(
      t.app.db,
      { login: `actor${nextSerial()}`, email: null, passwordHash, accountlevel: level },
      new Date(),
    );
  const suspended = await newAccount();
  await t.app.db
    .updateTable('users')
    .set({ suspended_at: new Date().toISOString() })
    .where('id', '=', suspended.id)
    .execute();
  const users: Fixtures['users'] = {
    anonymous: null,
    new: await newAccount(),
    confirmed: await newAccount('confirmed'),
    owner: await newAccount(),
    other: await newAccount(),
    // Administrators act as such with a second factor.
    admin: await withSecondFactor(t.app.db, (await newAccount('admin')).id),
    suspended,
  };
  const owner = users.owner!;
  const db = t.app.db;
  const demoImage = await db.selectFrom('library_images').selectAll().executeTakeFirstOrThrow();
  const content = async () => {
    const title = `Fixture ${nextSerial()}`;
    await insertContents(t, owner.id, [title]);
    const { id } = await db
      .selectFrom('library_contents')
      .select('id')
      .where('title', '=', title)
      .executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    const comment = await db
      .insertInto('library_comments')
      .values({ content_id: id, author_id: owner.id, text: 'Mine.', posted_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { filename, previewname, thumbname, bytes } = demoImage;
    const image = { filename, previewname, thumbname, bytes, legend: 'Mine.' };
    const added = await db
      .insertInto('library_images')
      .values({ ...image, content_id: id, author_id: owner.id, pos: 1, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id, commentId: comment.id, imageId: added.id };
  };
  const entry = await db
    .selectFrom('encyclopedia_images')
    .select(['culture', 'type', 'itemkey'])
    .executeTakeFirstOrThrow();
  const entryPath = `${entry.culture}/${entry.type}/${entry.itemkey}`;
  const image = async () => {
    const row = await db
      .selectFrom('encyclopedia_images')
      .select('pos')
      .where('culture', '=', entry.culture)
      .where('type', '=', entry.type)
      .where('itemkey', '=', entry.itemkey)
      .where('deleted_at', 'is', null)
      .orderBy('pos', 'desc')
      .executeTakeFirstOrThrow();
    return `/api/encyclopedia/${entryPath}/images/${row.pos}`;
  };
  const file = await db
    .selectFrom('translation_files')
    .selectAll()
    .where('language', '!=', 'en')
    .executeTakeFirstOrThrow();
  const withFile = await db
    .selectFrom('library_contents')
    .select('id')
    .where('file_name', 'is not', null)
    .where('confirmed', '=', 1)
    .executeTakeFirstOrThrow();
  await t.app.storage.put('downloads', 'millenaire-1.0.zip', Buffer.from('PK'));
  const number = nextSerial();
  const player = {
    login_key: `villager${number}`,
    login: `Villager${number}`,
    owner_uid: null,
  };
  await db
    .insertInto('player_advancements')
    .values({ ...player, survival: '', creative: '', updated_at: new Date().toISOString() })
    .execute();
  const bonus = async () => {
    const login = `bonus${nextSerial()}`;
    await db
      .insertInto('bonus_players')
      .values({ login_key: login, login, granted_at: new Date().toISOString() })
      .execute();
    return `/api/bonus/${login}/delete`;
  };
  const glossaryTerm = async () => {
    const term = `term${nextSerial()}`;
    const row = await db
      .insertInto('glossary_terms')
      .values({
        language: file.language,
        term,
        term_key: term,
        translation: 'terme',
        created_by: null,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const [element] = Object.keys(await elementsOf(db, file.language, file.filekey));
  if (!element) throw new Error('the demo file has no element');
  const translationComment = async (deleted = false) => {
    const now = new Date().toISOString();
    const row = await db
      .insertInto('translation_comments')
      .values({
        language: file.language,
        filekey: file.filekey,
        element,
        author_id: owner.id,
        body: 'Mine.',
        created_at: now,
        deleted_at: deleted ? now : null,
        deleted_by: deleted ? owner.id : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const memberSuggestion = async () => {
    const row = await db
      .insertInto('translation_suggestions')
      .values({
        language: file.language,
        filekey: file.filekey,
        element,
        lines: JSON.stringify([`suggested ${nextSerial()}`]),
        base: '[]',
        author_id: owner.id,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const demo: Demo = {
    glossaryTerm,
    memberSuggestion,
    element,
    translationComment,
    hofId: async () =>
      (await db.selectFrom('hof_entries').select('id').executeTakeFirstOrThrow()).id,
    versionId: async () =>
      (await db.selectFrom('versions').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow())
        .id,
    entry: entryPath,
    image,
    language: file.language,
    filekey: file.filekey,
    filename: file.filename,
    fileRevision: async () =>
      (
        await db
          .selectFrom('translation_files')
          .select('revision')
          .where('language', '=', file.language)
          .where('filekey', '=', file.filekey)
          .executeTakeFirstOrThrow()
      ).revision,
    download: 'millenaire-1.0.zip',
    bonus,
    contentWithFile: withFile.id,
    libraryImage: demoImage.previewname,
    player: player.login,
  };
  const png = await sharp({
    create: { width: 64, height: 64, channels: 4, background: '#b36c1c' },
  })
    .png()
    .toBuffer();
  return { t, users, account: () => newAccount(), content, demo, png };
}
