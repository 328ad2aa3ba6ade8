import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { unlessGone } from '../repository.ts';

type Db = Kysely<Database>;

async function currentStars(db: Db, contentId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('library_contents')
    .select('nbstars')
    .where('id', '=', contentId)
    .executeTakeFirst();
  return row?.nbstars;
}

/**
 * Stars or unstars a content for a user and answers its star count. The row
 * and the count change in one transaction, and the count moves only when
 * the row did: parallel requests leave nbstars equal to the number of stars.
 * Undefined when the content is gone.
 */
export async function setStar(db: Db, star: Star): Promise<number | undefined> {
  return unlessGone(() => starInTransaction(db, star));
}

interface Star {
  userId: number;
  contentId: number;
  enabled: boolean;
  now: Date;
}

function starInTransaction(db: Db, star: Star): Promise<number | undefined> {
  return db.transaction().execute(async (trx) => {
    const changed = star.enabled
      ? await trx
          .insertInto('library_stars')
          .values({
            user_id: star.userId,
            content_id: star.contentId,
            created_at: star.now.toISOString(),
          })
          .onConflict((oc) => oc.columns(['user_id', 'content_id']).doNothing())
          .returning('user_id')
          .executeTakeFirst()
      : await trx
          .deleteFrom('library_stars')
          .where('user_id', '=', star.userId)
          .where('content_id', '=', star.contentId)
          .returning('user_id')
          .executeTakeFirst();
    if (changed) {
      await trx
        .updateTable('library_contents')
        .set((eb) => ({ nbstars: eb('nbstars', star.enabled ? '+' : '-', 1) }))
        .where('id', '=', star.contentId)
        .execute();
    }
    return currentStars(trx, star.contentId);
  });
}

export type HitKind = 'view' | 'dl';

/**
 * Counts a view or a download unless this visitor was counted for this
 * content less than `windowMs` ago, and answers the counter. The visitor's
 * row is claimed by one upsert, so parallel requests count once. Undefined
 * when the content is gone.
 */
export async function countHit(db: Db, hit: Hit): Promise<number | undefined> {
  return unlessGone(() => hitInTransaction(db, hit));
}

interface Hit {
  contentId: number;
  kind: HitKind;
  visitor: string;
  now: Date;
  windowMs: number;
}

function hitInTransaction(db: Db, hit: Hit): Promise<number | undefined> {
  const at = hit.now.toISOString();
  const cutoff = new Date(hit.now.getTime() - hit.windowMs).toISOString();
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('library_hits')
      .values({ content_id: hit.contentId, kind: hit.kind, visitor: hit.visitor, counted_at: at })
      .onConflict((oc) =>
        oc
          .columns(['content_id', 'kind', 'visitor'])
          .doUpdateSet({ counted_at: at })
          .where('library_hits.counted_at', '<=', cutoff),
      )
      .returning('content_id')
      .executeTakeFirst();
    // Rows past the window count for nothing any more: each new count clears
    // this content's, so the table holds about one window of visitors.
    if (claimed) {
      await trx
        .deleteFrom('library_hits')
        .where('content_id', '=', hit.contentId)
        .where('counted_at', '<', cutoff)
        .execute();
    }
    const contents = trx.updateTable('library_contents').where('id', '=', hit.contentId);
    if (claimed && hit.kind === 'view') {
      await contents.set((eb) => ({ nbview: eb('nbview', '+', 1) })).execute();
    } else if (claimed) {
      await contents.set((eb) => ({ nbdl: eb('nbdl', '+', 1) })).execute();
    }
    const row = await trx
      .selectFrom('library_contents')
      .select(['nbview', 'nbdl'])
      .where('id', '=', hit.contentId)
      .executeTakeFirst();
    if (!row) return undefined;
    return hit.kind === 'view' ? row.nbview : row.nbdl;
  });
}
