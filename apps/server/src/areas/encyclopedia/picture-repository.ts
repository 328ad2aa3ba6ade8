import type { Kysely } from 'kysely';
import type { Picture } from '@millenaire/contracts';
import type { Database } from '../../db/database.ts';
import type { EncyclopediaPicturesTable } from './table.ts';

type Db = Kysely<Database>;
type Kind = EncyclopediaPicturesTable['kind'];

/** The first of `keys` that has a picture of this kind. */
export async function findFirstPicture(
  db: Db,
  kind: Kind,
  keys: string[],
): Promise<Picture | undefined> {
  const rows = await db
    .selectFrom('encyclopedia_pictures')
    .select(['key', 'filename', 'webpname', 'width', 'height'])
    .where('kind', '=', kind)
    .where('key', 'in', keys)
    .execute();
  const found = keys.map((key) => rows.find((row) => row.key === key)).find(Boolean);
  if (!found) return undefined;
  const { filename, webpname, width, height } = found;
  return { filename, webpname, width, height };
}

/** Records a stored picture, replacing the record of the same kind and key. */
export async function upsertPicture(db: Db, picture: EncyclopediaPicturesTable): Promise<void> {
  const { filename, webpname, width, height, updated_at } = picture;
  await db
    .insertInto('encyclopedia_pictures')
    .values(picture)
    .onConflict((oc) =>
      oc.columns(['kind', 'key']).doUpdateSet({ filename, webpname, width, height, updated_at }),
    )
    .execute();
}
