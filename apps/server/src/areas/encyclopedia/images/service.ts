import type { z } from 'zod';
import {
  imageUpdateSchema,
  imageUploadFieldsSchema,
  type EncyclopediaImage,
} from '@millenaire/contracts';
import type { Actor } from '../../../infra/auth.ts';
import { AppError, notFound } from '../../../infra/errors.ts';
import { deleteImage as deleteImageFiles, storeImage } from '../../../infra/images.ts';
import type { EncyclopediaDeps } from '../deps.ts';
import { checkEntryRef } from '../descriptions/service.ts';
import { entryExists } from '../entries/repository.ts';
import { ensureCanEditEncyclopedia } from '../policy.ts';
import * as repo from './repository.ts';
import type { EntryRef } from './repository.ts';

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
  const image = await form(async (pictureFile, fields) => {
    const legends = parseFields(imageUploadFieldsSchema, fields);
    const stored = await storeImage(deps.storage, pictureFile, 'picture1');
    try {
      const pos = await repo.insertImageAtEnd(deps.db, {
        ...ref,
        ...legends,
        filename: stored.filename,
        previewname: stored.previewname,
        thumbname: stored.thumbname,
        width: stored.width,
        height: stored.height,
        enabled: 1,
        author_id: viewer.id,
        created_at: deps.clock.now().toISOString(),
      });
      return (await repo.findImage(deps.db, ref, pos))!;
    } catch (err) {
      await deleteImageFiles(deps.storage, stored);
      throw err;
    }
  });
  deps.answers.clear();
  return image;
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
  const updated = await repo.updateImage(deps.db, ref, pos, {
    legend_en: values.legend_en,
    legend_fr: values.legend_fr,
    enabled: values.enabled === '1' ? 1 : 0,
  });
  if (!updated) throw notFound();
  deps.answers.clear();
  return (await repo.findImage(deps.db, ref, pos)) ?? Promise.reject(notFound());
}

/** Removes an image and its files. */
export async function deleteImage(
  deps: EncyclopediaDeps,
  viewer: Actor | null,
  ref: EntryRef,
  pos: number,
): Promise<void> {
  ensureCanEditEncyclopedia(viewer);
  await checkEntry(deps, ref);
  const files = await repo.deleteImageRow(deps.db, ref, pos);
  if (!files) throw notFound();
  deps.answers.clear();
  await deleteImageFiles(deps.storage, files);
}
