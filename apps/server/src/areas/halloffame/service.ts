import type { Selectable } from 'kysely';
import {
  hofEntryFieldsSchema,
  type HofEntry,
  type HofItem,
  type SiteLanguage,
} from '@millenaire/contracts';
import type { Actor } from '../../platform/http/auth.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import { deleteImage, storeImage, type StoredImage } from '../../platform/storage/images.ts';
import { ensureCanManageHallOfFame } from './policy.ts';
import * as repo from './repository.ts';
import type { HofEntriesTable } from './table.ts';
import type { HofDeps } from './deps.ts';

/**
 * Receives the multipart form (avatar file and text fields) only when called:
 * the permission check comes before any byte of the upload is read.
 */
export type AvatarForm = <T>(
  use: (avatarFile: string, fields: Record<string, string>) => Promise<T>,
) => Promise<T>;

export interface HofTexts {
  text_en: string[];
  text_fr: string[];
  pos: number;
}

const parseLines = (json: string): string[] => JSON.parse(json) as string[];

function toEntry(row: Selectable<HofEntriesTable>): HofEntry {
  return {
    id: row.id,
    avatar: row.avatar_preview,
    text_en: parseLines(row.text_en),
    text_fr: parseLines(row.text_fr),
    pos: row.pos,
  };
}

const imageOf = (row: Selectable<HofEntriesTable>) => ({
  filename: row.avatar,
  previewname: row.avatar_preview,
  thumbname: row.avatar_thumb,
});
const avatarColumns = (image: StoredImage) => ({
  avatar: image.filename,
  avatar_preview: image.previewname,
  avatar_thumb: image.thumbname,
});

export async function listHallOfFame({ db }: HofDeps, language: SiteLanguage): Promise<HofItem[]> {
  const rows = await repo.listHof(db, language);
  return rows.map((row) => ({ avatar: row.avatar, text: parseLines(row.text) }));
}

export async function listEntries({ db }: HofDeps, viewer: Actor | null): Promise<HofEntry[]> {
  ensureCanManageHallOfFame(viewer);
  return (await repo.listEntries(db)).map(toEntry);
}

function formTexts(fields: Record<string, string>): HofTexts {
  const parsed = hofEntryFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    throw new AppError(400, 'INVALID_INPUT', String(parsed.error.issues[0]?.path[0] ?? ''));
  }
  return parsed.data;
}

/** A new entry from a form with the avatar image and text_en, text_fr (JSON arrays), pos. */
export async function createEntry(
  deps: HofDeps,
  viewer: Actor | null,
  form: AvatarForm,
): Promise<HofEntry> {
  ensureCanManageHallOfFame(viewer);
  return form((avatarFile, fields) => insertEntry(deps, formTexts(fields), avatarFile));
}

async function insertEntry(deps: HofDeps, texts: HofTexts, avatarFile: string) {
  const image = await storeImage(deps.storage, avatarFile, 'avatar');
  try {
    const id = await repo.insertEntry(deps.db, {
      ...avatarColumns(image),
      text_en: JSON.stringify(texts.text_en),
      text_fr: JSON.stringify(texts.text_fr),
      pos: texts.pos,
      created_at: deps.clock.now().toISOString(),
    });
    return toEntry((await repo.findEntry(deps.db, id))!);
  } catch (err) {
    await deleteImage(deps.storage, image);
    throw err;
  }
}

export async function updateEntry(
  deps: HofDeps,
  viewer: Actor | null,
  id: number,
  texts: HofTexts,
): Promise<HofEntry> {
  ensureCanManageHallOfFame(viewer);
  if (!(await repo.findEntry(deps.db, id))) throw notFound();
  await repo.updateEntry(deps.db, id, {
    text_en: JSON.stringify(texts.text_en),
    text_fr: JSON.stringify(texts.text_fr),
    pos: texts.pos,
  });
  return toEntry((await repo.findEntry(deps.db, id))!);
}

/** Replaces an entry's avatar; the old image files go once the new one is recorded. */
export async function replaceAvatar(
  deps: HofDeps,
  viewer: Actor | null,
  id: number,
  form: AvatarForm,
): Promise<HofEntry> {
  ensureCanManageHallOfFame(viewer);
  const before = await repo.findEntry(deps.db, id);
  if (!before) throw notFound();
  const image = await form((avatarFile) => storeImage(deps.storage, avatarFile, 'avatar'));
  await repo.updateEntry(deps.db, id, avatarColumns(image));
  await deleteImage(deps.storage, imageOf(before));
  return toEntry((await repo.findEntry(deps.db, id))!);
}

export async function deleteEntry(deps: HofDeps, viewer: Actor | null, id: number) {
  ensureCanManageHallOfFame(viewer);
  const before = await repo.findEntry(deps.db, id);
  if (!before) throw notFound();
  await repo.deleteEntry(deps.db, id);
  await deleteImage(deps.storage, imageOf(before));
}
