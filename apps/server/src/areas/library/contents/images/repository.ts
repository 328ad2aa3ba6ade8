import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../../../db/database.ts';
import { unlessGone } from '../../repository.ts';
import type { LibraryImagesTable } from '../../table.ts';

type Db = Kysely<Database>;

export function listImages(db: Db, contentId: number) {
  return db
    .selectFrom('library_images')
    .selectAll()
    .where('content_id', '=', contentId)
    .orderBy('pos')
    .orderBy('id')
    .execute();
}

/** An image of that content only: the id of another content's image finds nothing. */
export function findImage(db: Db, contentId: number, imageId: number) {
  return db
    .selectFrom('library_images')
    .selectAll()
    .where('content_id', '=', contentId)
    .where('id', '=', imageId)
    .executeTakeFirst();
}

/** Adds an image after the content's last one; undefined when the content is gone. */
export async function insertImage(
  db: Db,
  image: Omit<Insertable<LibraryImagesTable>, 'pos'>,
): Promise<number | undefined> {
  const row = await unlessGone(() =>
    db
      .insertInto('library_images')
      .values((eb) => ({
        ...image,
        pos: eb
          .selectFrom('library_images')
          .select((s) => s(s.fn.coalesce(s.fn.max('pos'), s.lit(0)), '+', 1).as('next'))
          .where('content_id', '=', image.content_id),
      }))
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  return row?.id;
}

/** Whether the image was still there to change. */
export async function updateLegend(db: Db, imageId: number, legend: string): Promise<boolean> {
  const result = await db
    .updateTable('library_images')
    .set({ legend })
    .where('id', '=', imageId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Whether this call removed the row (false when another removed it first). */
export async function deleteImage(db: Db, contentId: number, imageId: number): Promise<boolean> {
  const row = await db
    .deleteFrom('library_images')
    .where('content_id', '=', contentId)
    .where('id', '=', imageId)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
