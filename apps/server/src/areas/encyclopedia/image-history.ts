import type { Kysely } from 'kysely';
import type { ImageAction, ImageHistory, ImageVersion } from '@millenaire/contracts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../platform/http/errors.ts';
import {
  appendVersion,
  latestVersion,
  listVersionTexts,
  type TextVersion,
} from '../../platform/text/history/store.ts';
import * as repo from './image-repository.ts';
import type { EntryRef, ImageRow, ImageState } from './image-repository.ts';

type Db = Kysely<Database>;

// An image's history lives in the shared versioned-text store, like the
// descriptions: each version is the image's state after one change, as JSON.
// Restoring a version writes that state back as a new version.

/** The subject of an image's history: its id, which a deletion keeps. */
export const imageSubject = (id: number) => `encyclopedia-image/${id}`;
export const IMAGE_SUBJECT_PREFIX = 'encyclopedia-image/';

interface ImageRecord extends ImageState {
  action: ImageAction;
  restoredfrom: number | null;
}

export const stateOf = (row: ImageState): ImageState => ({
  filename: row.filename,
  previewname: row.previewname,
  thumbname: row.thumbname,
  width: row.width,
  height: row.height,
  legend_en: row.legend_en,
  legend_fr: row.legend_fr,
  enabled: row.enabled,
  deleted_at: row.deleted_at,
});

const parseRecord = (version: TextVersion): ImageRecord => JSON.parse(version.body ?? '{}');

/** One change to write: the new state and what it was. */
export interface ImageChange {
  state: ImageState;
  action: ImageAction;
  restoredfrom?: number;
}

/**
 * Writes the change to the row and to its history. Images older than their
 * history (the demo's, or added before it was kept) first get the record of
 * their addition, so what they were stays restorable. Call it holding the
 * row's lock (`repo.lockImage`), inside the transaction.
 */
export async function recordChange(
  trx: Db,
  row: ImageRow,
  change: ImageChange,
  authorId: number | null,
  at: Date,
): Promise<number> {
  const subject = imageSubject(row.id);
  let basedOn = (await latestVersion(trx, subject))?.version ?? 0;
  if (basedOn === 0) {
    const added: ImageRecord = { ...stateOf(row), action: 'added', restoredfrom: null };
    await appendVersion(trx, {
      subject,
      basedOn,
      body: JSON.stringify(added),
      authorId: row.author_id,
      createdAt: new Date(row.created_at),
    });
    basedOn = 1;
  }
  await repo.setImageState(trx, row.id, change.state);
  const record: ImageRecord = {
    ...change.state,
    action: change.action,
    restoredfrom: change.restoredfrom ?? null,
  };
  const written = await appendVersion(trx, {
    subject,
    basedOn,
    body: JSON.stringify(record),
    authorId,
    createdAt: at,
  });
  return written.version;
}

/**
 * The first version of a new image, written right after its row. A change
 * arriving in between has already written the same record (what the image
 * was, by its author, at its creation), so a conflict here is that record.
 */
export async function recordAddition(
  db: Db,
  id: number,
  state: ImageState,
  authorId: number,
  at: Date,
): Promise<void> {
  const record: ImageRecord = { ...state, action: 'added', restoredfrom: null };
  try {
    await appendVersion(db, {
      subject: imageSubject(id),
      basedOn: 0,
      body: JSON.stringify(record),
      authorId,
      createdAt: at,
    });
  } catch (err) {
    if (!(err instanceof AppError && err.key === 'CONFLICT')) throw err;
  }
}

/**
 * The state a version of the image's history recorded; undefined for none. An
 * image older than its history has one version: what it is now.
 */
export async function recordedState(
  db: Db,
  row: ImageRow,
  version: number,
): Promise<ImageState | undefined> {
  const versions = await listVersionTexts(db, imageSubject(row.id));
  if (versions.length === 0) return version === 1 ? stateOf(row) : undefined;
  const found = versions.find((v) => v.version === version);
  return found && stateOf(parseRecord(found));
}

const toVersion = (v: TextVersion): ImageVersion => {
  const record = parseRecord(v);
  return {
    version: v.version,
    action: record.action,
    restoredfrom: record.restoredfrom,
    author: v.authorLogin,
    createdon: v.createdAt,
    previewname: record.previewname,
    width: record.width,
    height: record.height,
    legend_en: record.legend_en,
    legend_fr: record.legend_fr,
    enabled: record.enabled === 1 ? '1' : '0',
    deleted: record.deleted_at !== null,
  };
};

/** Every image of an entry with its history, newest change first. */
export async function listImageHistories(db: Db, ref: EntryRef): Promise<ImageHistory[]> {
  const rows = await repo.listEntryImageRows(db, ref);
  return Promise.all(
    rows.map(async (row) => {
      const versions = (await listVersionTexts(db, imageSubject(row.id))).map(toVersion);
      // An image older than its history: what it is now is its addition.
      if (versions.length === 0) {
        versions.push(
          toVersion({
            id: 0,
            subject: imageSubject(row.id),
            version: 1,
            body: JSON.stringify({ ...stateOf(row), action: 'added', restoredfrom: null }),
            authorId: row.author_id,
            authorLogin: row.author,
            createdAt: row.created_at,
          }),
        );
      }
      return { pos: row.pos, deleted: row.deleted_at !== null, versions: versions.reverse() };
    }),
  );
}
