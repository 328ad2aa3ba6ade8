import type { EncyclopediaDeps } from '../deps.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import {
  appendVersion,
  findVersion,
  latestVersion,
  listAccountEdits,
  onTopOfLatest,
  type AccountEdits,
} from '../../../platform/text/history/store.ts';
import type { ModerationPart, RollbackRequest } from '../../../extensions/moderation.ts';
import { IMAGE_SUBJECT_PREFIX, recordChange, recordedState, stateOf } from '../image-history.ts';
import { lockImageById, type ImageState } from '../image-repository.ts';

type Db = Kysely<Database>;

/** Descriptions' subjects: encyclopedia/<culture>/<type>/<itemkey>/<lang>. */
const DESCRIPTION_PREFIX = 'encyclopedia/';

/** Someone may save the same description at that moment; the rollback then goes on top. */
const APPEND_ATTEMPTS = 3;

/** Puts a description back to the version before the account's first one, as a new version. */
async function undoDescription(db: Db, edit: AccountEdits, by: number, at: Date): Promise<void> {
  const before = edit.first > 1 ? await findVersion(db, edit.subject, edit.first - 1) : undefined;
  const body = before?.body ?? null;
  await onTopOfLatest(APPEND_ATTEMPTS, async () => {
    const latest = await latestVersion(db, edit.subject);
    if (!latest || latest.body === body) return;
    await appendVersion(db, {
      subject: edit.subject,
      basedOn: latest.version,
      body,
      authorId: by,
      createdAt: at,
    });
  });
}

const sameState = (a: ImageState, b: ImageState) =>
  (Object.keys(a) as (keyof ImageState)[]).every((key) => a[key] === b[key]);

/**
 * Puts an image back to what it was before the account's first change: one it
 * added is deleted (restorable like any deletion), one it changed or deleted
 * comes back as it was.
 */
async function undoImage(db: Db, edit: AccountEdits, by: number, at: Date): Promise<void> {
  const id = Number(edit.subject.slice(IMAGE_SUBJECT_PREFIX.length));
  await db.transaction().execute(async (trx) => {
    const row = await lockImageById(trx, id);
    if (!row) return;
    const target =
      edit.first > 1
        ? await recordedState(trx, row, edit.first - 1)
        : { ...stateOf(row), deleted_at: row.deleted_at ?? at.toISOString() };
    if (!target || sameState(target, stateOf(row))) return;
    const change =
      edit.first > 1
        ? { state: target, action: 'restored' as const, restoredfrom: edit.first - 1 }
        : { state: target, action: 'deleted' as const };
    await recordChange(trx, row, change, by, at);
  });
}

/**
 * Undoes every description save and image change the account made since the
 * time, each recorded as a new version in the administrator's name. Answers
 * how many of the account's edits were undone.
 */
async function rollback(deps: EncyclopediaDeps, request: RollbackRequest): Promise<number> {
  const { db } = deps;
  const since = new Date(request.since).toISOString();
  const at = deps.clock.now();
  const by = request.by.id;
  const descriptions = await listAccountEdits(db, DESCRIPTION_PREFIX, request.accountId, since);
  for (const edit of descriptions) await undoDescription(db, edit, by, at);
  const images = await listAccountEdits(db, IMAGE_SUBJECT_PREFIX, request.accountId, since);
  for (const edit of images) await undoImage(db, edit, by, at);
  const undone = [...descriptions, ...images].reduce((sum, edit) => sum + edit.count, 0);
  if (undone > 0) deps.changes.announce('encyclopedia');
  return undone;
}

export const encyclopediaModeration = (deps: EncyclopediaDeps): ModerationPart => ({
  area: 'encyclopedia',
  rollback: (request) => rollback(deps, request),
});
