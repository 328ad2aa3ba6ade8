import type { Insertable, Kysely } from 'kysely';
import type { EncyclopediaImage, ListedImage } from '@millenaire/contracts';
import type { Database } from '../../../db/database.ts';
import type { EncyclopediaImagesTable } from '../table.ts';
import { loginOf } from '../../../db/authors.ts';

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

/** Tries this many times when concurrent uploads take the same next position. */
const INSERT_ATTEMPTS = 5;

/**
 * Adds an image after the entry's last one and answers its position. Two
 * uploads at once may both compute the same next position: the unique
 * (entry, pos) index lets one in and the other tries again.
 */
export async function insertImageAtEnd(
  db: Db,
  image: Omit<Insertable<EncyclopediaImagesTable>, 'pos'>,
): Promise<number> {
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
      .returning('pos')
      .executeTakeFirst();
    if (row) return row.pos;
  }
  throw new Error('no free image position after several attempts');
}

export async function updateImage(
  db: Db,
  ref: EntryRef,
  pos: number,
  values: { legend_en: string; legend_fr: string; enabled: number },
): Promise<boolean> {
  const rows = await db
    .updateTable('encyclopedia_images')
    .set(values)
    .where('culture', '=', ref.culture)
    .where('type', '=', ref.type)
    .where('itemkey', '=', ref.itemkey)
    .where('pos', '=', pos)
    .returning('id')
    .execute();
  return rows.length > 0;
}

/** Removes the row and answers its file names; undefined when another removed it first. */
export function deleteImageRow(db: Db, ref: EntryRef, pos: number) {
  return db
    .deleteFrom('encyclopedia_images')
    .where('culture', '=', ref.culture)
    .where('type', '=', ref.type)
    .where('itemkey', '=', ref.itemkey)
    .where('pos', '=', pos)
    .returning(['filename', 'previewname', 'thumbname'])
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
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...toImage(row), thumbname: row.thumbname, label: row.label }));
}
