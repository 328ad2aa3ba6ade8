import { imageLegendSchema, type ContentImage } from '@millenaire/contracts';
import type { Actor } from '../../../../platform/http/auth.ts';
import { AppError, notFound } from '../../../../platform/http/errors.ts';
import {
  deleteImage as deleteImageFiles,
  storeImage,
  type StoredImage,
} from '../../../../platform/storage/images.ts';
import type { Storage } from '../../../../platform/storage/storage.ts';
import { findEditableContent } from '../../access.ts';
import type { LibraryDeps } from '../../deps.ts';
import { ensureCanContribute } from '../../policy.ts';
import { holdLibraryQuota } from '../../quota.ts';
import * as repo from './repository.ts';

/**
 * The multipart form (picture1 and legend), received only when asked: the
 * permission and quota checks come before any byte of the upload is read.
 */
export interface PictureForm {
  /** The most the picture can take on disk, known before it is read. */
  bytes: number;
  receive<T>(use: (pictureFile: string, fields: Record<string, string>) => Promise<T>): Promise<T>;
}

/** What the three files of a stored image take. */
async function storedBytes(storage: Storage, image: StoredImage): Promise<number> {
  const names = [image.filename, image.previewname, image.thumbname];
  const sizes = await Promise.all(
    names.map(async (n) => (await storage.stat('images', n))?.size ?? 0),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

type ImageRow = Awaited<ReturnType<typeof repo.listImages>>[number];

const toImage = (row: ImageRow): ContentImage => ({
  id: row.id,
  contentid: row.content_id,
  pos: row.pos,
  filename: row.filename,
  previewname: row.previewname,
  legend: row.legend,
});

/** A content's images in order (the content is already known to be visible). */
export async function listImages({ db }: LibraryDeps, contentId: number) {
  return (await repo.listImages(db, contentId)).map(toImage);
}

function formLegend(fields: Record<string, string>): string {
  const parsed = imageLegendSchema.safeParse({ legend: fields.legend ?? '' });
  if (!parsed.success) throw new AppError(400, 'INVALID_INPUT', 'legend');
  return parsed.data.legend;
}

/** Adds an image (PNG, JPEG, WebP or GIF, checked by content) with its legend. */
export async function addImage(
  deps: LibraryDeps,
  viewer: Actor | null,
  contentId: number,
  form: PictureForm,
): Promise<ContentImage> {
  ensureCanContribute(viewer);
  await findEditableContent(deps, viewer, contentId);
  // The stored image, its preview and thumbnail take about what was sent:
  // that is held first, then what they take once made.
  const hold = await holdLibraryQuota(deps, viewer, form.bytes);
  return form
    .receive(async (pictureFile, fields) => {
      const legend = formLegend(fields);
      const image = await storeImage(deps.storage, pictureFile, 'picture1');
      try {
        const bytes = await storedBytes(deps.storage, image);
        await hold.resize(bytes);
        const id = await repo.insertImage(deps.db, {
          content_id: contentId,
          filename: image.filename,
          previewname: image.previewname,
          thumbname: image.thumbname,
          legend,
          author_id: viewer.id,
          created_at: deps.clock.now().toISOString(),
          bytes,
        });
        const row = id === undefined ? undefined : await repo.findImage(deps.db, contentId, id);
        if (!row) throw notFound();
        return toImage(row);
      } catch (err) {
        await deleteImageFiles(deps.storage, image);
        throw err;
      }
    })
    .finally(() => hold.release());
}

async function findEditableImage(
  deps: LibraryDeps,
  viewer: Actor,
  contentId: number,
  imageId: number,
) {
  await findEditableContent(deps, viewer, contentId);
  const image = await repo.findImage(deps.db, contentId, imageId);
  if (!image) throw notFound();
  return image;
}

export async function updateLegend(
  deps: LibraryDeps,
  viewer: Actor | null,
  contentId: number,
  imageId: number,
  legend: string,
): Promise<ContentImage> {
  ensureCanContribute(viewer);
  await findEditableImage(deps, viewer, contentId, imageId);
  const changed = await repo.updateLegend(deps.db, imageId, legend);
  // Removed meanwhile (the image or its content): 404, as just before.
  const row = changed ? await repo.findImage(deps.db, contentId, imageId) : undefined;
  if (!row) throw notFound();
  return toImage(row);
}

/** Removes the image's row, then its files. */
export async function deleteImage(
  deps: LibraryDeps,
  viewer: Actor | null,
  contentId: number,
  imageId: number,
): Promise<void> {
  ensureCanContribute(viewer);
  const image = await findEditableImage(deps, viewer, contentId, imageId);
  if (await repo.deleteImage(deps.db, contentId, imageId)) {
    await deleteImageFiles(deps.storage, image);
  }
}
