import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  imageUpdateSchema,
  imageUploadFieldsSchema,
  type EncyclopediaImage,
  type ImageAction,
  type ImageRestore,
} from '@millenaire/contracts';
import type { Database } from '../../../db/database.ts';
import type { Actor } from '../../../platform/http/auth.ts';
import { AppError, notFound } from '../../../platform/http/errors.ts';
import {
  deleteImage as deleteImageFiles,
  storeImage,
  type StoredImage,
} from '../../../platform/storage/images.ts';
import type { EncyclopediaDeps } from '../deps.ts';
import { checkEntryRef, entryExists } from '../entry-ref.ts';
import { ensureCanEditEncyclopedia } from '../policy.ts';
import {
  recordAddition,
  recordChange,
  recordedState,
  stateOf,
  type ImageChange,
} from '../image-history.ts';
import * as repo from '../image-repository.ts';
import type { EntryRef, ImageState } from '../image-repository.ts';

/**
 * Receives the multipart form (picture1, legend_en, legend_fr) only when
 * called: the permission check comes before any byte of the upload is read.
 */
export type PictureForm = <T>(
  use: (pictureFile: string, fields: Record<string, string>) => Promise<T>,
) => Promise<T>;

async function checkEntry(deps: EncyclopediaDeps, ref: EntryRef): Promise<void> {
  checkEntryRef(ref);
  if (!(await entryExists(deps.db, ref))) throw notFound();
}

function parseFields<S extends z.ZodType>(schema: S, fields: unknown): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const field = parsed.error.issues[0]?.path[0];
  throw new AppError(400, 'INVALID_INPUT', typeof field === 'string' ? field : undefined);
}

/** Adds an image (PNG, JPEG, WebP or GIF, checked by content) after the entry's others. */
export async function addImage(
  deps: EncyclopediaDeps,
  viewer: Actor | null,
  ref: EntryRef,
  form: PictureForm,
): Promise<EncyclopediaImage> {
  ensureCanEditEncyclopedia(viewer);
  await checkEntry(deps, ref);
  const pos = await form(async (pictureFile, fields) => {
    const legends = parseFields(imageUploadFieldsSchema, fields);
    const stored = await storeImage(deps.storage, pictureFile, 'picture1');
    const now = deps.clock.now();
    try {
      const state = { ...legends, ...storedFiles(stored), enabled: 1, deleted_at: null };
      // Inserted on its own: uploads racing for the next position wait on each
      // other's insert only, not on a whole transaction.
      const row = await repo.insertImageAtEnd(deps.db, {
        ...ref,
        ...state,
        author_id: viewer.id,
        created_at: now.toISOString(),
      });
      await recordAddition(deps.db, row.id, state, viewer.id, now);
      return row.pos;
    } catch (err) {
      await deleteImageFiles(deps.storage, stored);
      throw err;
    }
  });
  deps.answers.clear();
  return (await repo.findImage(deps.db, ref, pos)) ?? Promise.reject(notFound());
}

const storedFiles = (stored: StoredImage) => ({
  filename: stored.filename,
  previewname: stored.previewname,
  thumbname: stored.thumbname,
  width: stored.width,
  height: stored.height,
});

/**
 * Changes one image under its row lock, in one transaction with its history:
 * a change racing a deletion either comes first or finds the image gone (404).
 * `change` answers null when there is nothing to write.
 */
async function changeImage(
  deps: EncyclopediaDeps,
  viewer: Actor,
  ref: EntryRef,
  pos: number,
  options: { withDeleted: boolean },
  change: (row: repo.ImageRow, trx: Kysely<Database>) => Promise<ImageChange | null>,
): Promise<number | null> {
  const version = await deps.db.transaction().execute(async (trx) => {
    const row = await repo.lockImage(trx, ref, pos, options.withDeleted);
    if (!row) throw notFound();
    const next = await change(row, trx);
    return next && recordChange(trx, row, next, viewer.id, deps.clock.now());
  });
  deps.answers.clear();
  return version;
}

/** What an update of captions and flag is called in the history. */
function updateAction(row: repo.ImageRow, next: ImageState): ImageAction | null {
  if (row.enabled !== next.enabled) return next.enabled === 1 ? 'enabled' : 'disabled';
  if (row.legend_en !== next.legend_en || row.legend_fr !== next.legend_fr) return 'legend';
  return null;
}

/** Changes an image's captions and whether pages show it (the form is read after the check). */
export async function updateImage(
  deps: EncyclopediaDeps,
  viewer: Actor | null,
  ref: EntryRef,
  pos: number,
  readInput: () => Promise<unknown>,
): Promise<EncyclopediaImage> {
  ensureCanEditEncyclopedia(viewer);
  await checkEntry(deps, ref);
  const values = parseFields(imageUpdateSchema, (await readInput()) ?? {});
  await changeImage(deps, viewer, ref, pos, { withDeleted: false }, async (row) => {
    const state = {
      ...stateOf(row),
      legend_en: values.legend_en,
      legend_fr: values.legend_fr,
      enabled: values.enabled === '1' ? 1 : 0,
    };
    const action = updateAction(row, state);
    return action && { state, action };
  });
  return (await repo.findImage(deps.db, ref, pos)) ?? Promise.reject(notFound());
}

/** Puts a new file in the image's place; the old one stays in its history. */
export async function replaceImage(
  deps: EncyclopediaDeps,
  viewer: Actor | null,
  ref: EntryRef,
  pos: number,
  form: PictureForm,
): Promise<EncyclopediaImage> {
  ensureCanEditEncyclopedia(viewer);
  await checkEntry(deps, ref);
  if (!(await repo.findImage(deps.db, ref, pos))) throw notFound();
  await form(async (pictureFile) => {
    const stored = await storeImage(deps.storage, pictureFile, 'picture1');
    try {
      await changeImage(deps, viewer, ref, pos, { withDeleted: false }, async (row) => ({
        state: { ...stateOf(row), ...storedFiles(stored) },
        action: 'replaced',
      }));
    } catch (err) {
      await deleteImageFiles(deps.storage, stored);
      throw err;
    }
  });
  return (await repo.findImage(deps.db, ref, pos)) ?? Promise.reject(notFound());
}

/** Deletes an image from the entry; its files and history stay, so it can be restored. */
export async function deleteImage(
  deps: EncyclopediaDeps,
  viewer: Actor | null,
  ref: EntryRef,
  pos: number,
): Promise<void> {
  ensureCanEditEncyclopedia(viewer);
  await checkEntry(deps, ref);
  const deletedAt = deps.clock.now().toISOString();
  await changeImage(deps, viewer, ref, pos, { withDeleted: false }, async (row) => ({
    state: { ...stateOf(row), deleted_at: deletedAt },
    action: 'deleted',
  }));
}

/** Brings back a version of an image's history as a new version (a deleted image too). */
export async function restoreImage(
  deps: EncyclopediaDeps,
  viewer: Actor | null,
  ref: EntryRef,
  pos: number,
  input: ImageRestore,
): Promise<{ version: number }> {
  ensureCanEditEncyclopedia(viewer);
  await checkEntry(deps, ref);
  const version = await changeImage(
    deps,
    viewer,
    ref,
    pos,
    { withDeleted: true },
    async (row, trx) => {
      const state = await recordedState(trx, row, input.version);
      if (!state) throw notFound();
      return { state, action: 'restored', restoredfrom: input.version };
    },
  );
  if (version === null) throw new Error('a restore always writes a version');
  return { version };
}
