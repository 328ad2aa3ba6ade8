import type { Insertable, Kysely, Selectable } from 'kysely';
import type { EncyclopediaImage, ListedImage } from '@millenaire/contracts';
import type { Database } from '../../db/database.ts';
import type { EncyclopediaImagesTable } from './table.ts';
import { loginOf } from '../../db/authors.ts';
import { AppError } from '../../platform/http/errors.ts';

type Db = Kysely<Database>;

/** An entry of the encyclopedia, in every language. */
export interface EntryRef {
  culture: string;
  type: string;
  itemkey: string;
}

function imagesWithAuthor(db: Db) {
  return db
    .selectFrom('encyclopedia_images as i')
    .select([
      'i.culture',
      'i.type',
      'i.itemkey',
      'i.filename',
      'i.previewname',
      'i.legend_en',
      'i.legend_fr',
      'i.enabled',
      'i.pos',
      'i.width',
      'i.height',
      loginOf('i.author_id').as('author'),
      'i.created_at as createdon',
    ]);
}

const ofEntry = (db: Db, ref: EntryRef) =>
  imagesWithAuthor(db)
    .where('i.deleted_at', 'is', null)
    .where('i.culture', '=', ref.culture)
    .where('i.type', '=', ref.type)
    .where('i.itemkey', '=', ref.itemkey);

type Row = { enabled: number } & Omit<EncyclopediaImage, 'enabled'>;
const toImage = (row: Row): EncyclopediaImage => ({
  ...row,
  enabled: row.enabled === 1 ? '1' : '0',
});

/** The enabled images of an entry, in their order, with their author's login. */
export async function listEnabledImages(
  db: Db,
  culture: string,
  type: string,
  itemkey: string,
): Promise<EncyclopediaImage[]> {
  const rows = await ofEntry(db, { culture, type, itemkey })
    .where('i.enabled', '=', 1)
    .orderBy('i.pos')
    .execute();
  return rows.map(toImage);
}

/** Every image of an entry, disabled ones too, in their order. */
export async function listEntryImages(db: Db, ref: EntryRef): Promise<EncyclopediaImage[]> {
  return (await ofEntry(db, ref).orderBy('i.pos').execute()).map(toImage);
}

export async function findImage(
  db: Db,
  ref: EntryRef,
  pos: number,
): Promise<EncyclopediaImage | undefined> {
  const row = await ofEntry(db, ref).where('i.pos', '=', pos).executeTakeFirst();
  return row && toImage(row);
}

export async function insertImages(
  db: Db,
  images: Insertable<EncyclopediaImagesTable>[],
): Promise<void> {
  if (images.length === 0) return;
  await db.insertInto('encyclopedia_images').values(images).execute();
}

/**
 * Tries this many times when concurrent uploads take the same next position.
 * Each failed attempt means another upload got that position, so this is how
 * many uploads to one entry may land at the same moment (an address may make
 * 40 an hour) before one is told to come back (503 BUSY).
 */
const INSERT_ATTEMPTS = 100;

/**
 * Adds an image after the entry's last one and answers its id and position. Two
 * uploads at once may both compute the same next position: the unique
 * (entry, pos) index lets one in and the other tries again.
 */
export async function insertImageAtEnd(
  db: Db,
  image: Omit<Insertable<EncyclopediaImagesTable>, 'pos'>,
): Promise<{ id: number; pos: number }> {
  for (let attempt = 0; attempt < INSERT_ATTEMPTS; attempt++) {
    const row = await db
      .insertInto('encyclopedia_images')
      .values((eb) => ({
        ...image,
        pos: eb
          .selectFrom('encyclopedia_images')
          .select((s) => s(s.fn.coalesce(s.fn.max('pos'), s.lit(0)), '+', 1).as('next'))
          .where('culture', '=', image.culture)
          .where('type', '=', image.type)
          .where('itemkey', '=', image.itemkey),
      }))
      .onConflict((oc) => oc.columns(['culture', 'type', 'itemkey', 'pos']).doNothing())
      .returning(['id', 'pos'])
      .executeTakeFirst();
    if (row) return row;
  }
  throw new AppError(503, 'BUSY');
}

export type ImageRow = Selectable<EncyclopediaImagesTable>;

/** What an image's history records of it, and what a restore puts back. */
export type ImageState = Pick<
  ImageRow,
  | 'filename'
  | 'previewname'
  | 'thumbname'
  | 'width'
  | 'height'
  | 'legend_en'
  | 'legend_fr'
  | 'enabled'
  | 'deleted_at'
>;

/**
 * Takes the image's row lock (a write that changes nothing) and answers the
 * row: every change of one image waits here for the one before to commit, so
 * its history is written in order. Deleted images only when asked.
 */
export function lockImage(db: Db, ref: EntryRef, pos: number, withDeleted: boolean) {
  return db
    .updateTable('encyclopedia_images')
    .set((eb) => ({ pos: eb.ref('pos') }))
    .where('culture', '=', ref.culture)
    .where('type', '=', ref.type)
    .where('itemkey', '=', ref.itemkey)
    .where('pos', '=', pos)
    .$if(!withDeleted, (qb) => qb.where('deleted_at', 'is', null))
    .returningAll()
    .executeTakeFirst();
}

/** The same, by the image's id (a rollback reads ids from the history). */
export function lockImageById(db: Db, id: number) {
  return db
    .updateTable('encyclopedia_images')
    .set((eb) => ({ pos: eb.ref('pos') }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function setImageState(db: Db, id: number, state: ImageState): Promise<void> {
  await db.updateTable('encyclopedia_images').set(state).where('id', '=', id).execute();
}

/** Every image of an entry with its id and author, deleted ones too, in their order. */
export function listEntryImageRows(db: Db, ref: EntryRef) {
  return db
    .selectFrom('encyclopedia_images')
    .selectAll()
    .select(loginOf('author_id').as('author'))
    .where('culture', '=', ref.culture)
    .where('type', '=', ref.type)
    .where('itemkey', '=', ref.itemkey)
    .orderBy('pos')
    .execute();
}

export function findImageRow(db: Db, ref: EntryRef, pos: number) {
  return db
    .selectFrom('encyclopedia_images')
    .selectAll()
    .where('culture', '=', ref.culture)
    .where('type', '=', ref.type)
    .where('itemkey', '=', ref.itemkey)
    .where('pos', '=', pos)
    .executeTakeFirst();
}

/** The newest images of every entry, for the administrators, with the entry's title. */
export async function listNewestImages(
  db: Db,
  language: string,
  limit: number,
): Promise<ListedImage[]> {
  const rows = await imagesWithAuthor(db)
    .leftJoin('encyclopedia_entries as e', (join) =>
      join
        .onRef('e.culture', '=', 'i.culture')
        .onRef('e.type', '=', 'i.type')
        .onRef('e.itemkey', '=', 'i.itemkey')
        .on('e.language', '=', language),
    )
    .select(['i.thumbname', 'e.label'])
    .where('i.deleted_at', 'is', null)
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...toImage(row), thumbname: row.thumbname, label: row.label }));
}
