import {
  LIBRARY_PAGE_SIZE,
  toFlag,
  type ContentFields,
  type ContentUpdate,
  type LibraryContent,
  type LibraryList,
  type LibraryListQuery,
  type SiteLanguage,
} from '@millenaire/contracts';
import type { Actor } from '../../../infra/auth.ts';
import { AppError, notFound } from '../../../infra/errors.ts';
import { sanitizeRichText } from '../../../infra/rich-text.ts';
import { generateName } from '../../../infra/storage.ts';
import type { Upload } from '../../../infra/uploads.ts';
import type { LibraryDeps } from '../deps.ts';
import {
  ensureCanContribute,
  ensureCanEditContent,
  mayConfirm,
  mayListUnconfirmed,
  maySeeContent,
} from '../policy.ts';
import { listComments } from '../comments/service.ts';
import { listImages } from '../images/service.ts';
import * as repo from './repository.ts';

/**
 * Receives the multipart form with the archive only when called: the
 * permission check comes before any byte of the upload is read.
 */
export type ArchiveForm = <T>(use: (upload: Upload) => Promise<T>) => Promise<T>;

export function listCategories({ db }: LibraryDeps, language: SiteLanguage) {
  return repo.listLabels(db, 'library_categories', language);
}

export function listCultures({ db }: LibraryDeps, language: SiteLanguage) {
  return repo.listLabels(db, 'library_cultures', language);
}

export const downloadUrl = (id: number) => `/api/library/contents/${id}/download`;

function toContent(row: repo.ContentRow): LibraryContent {
  return {
    contentid: row.id,
    title: row.title,
    description: row.description,
    version: row.version,
    category: row.category_id,
    culture: row.culture_id,
    catlabel: row.catlabel,
    cultlabel: row.cultlabel,
    author: row.author,
    authorid: row.author_id,
    createdon: row.created_at,
    lastmodified: row.modified_at,
    url: row.file_name ? downloadUrl(row.id) : null,
    filename: row.file_name ? row.file_original_name : null,
    filesize: row.file_name ? Number(row.file_size) : null,
    filesha512: row.file_name ? row.file_sha512 : null,
    filetype: row.file_name ? row.file_type : null,
    confirmed: row.confirmed === 1 ? '1' : '0',
    starred: row.starred ? '1' : '0',
    nbview: row.nbview,
    nbdl: row.nbdl,
    nbstars: row.nbstars,
    nbcomments: row.nbcomments,
    previewname: row.previewname ?? null,
  };
}

const isPaged = (q: LibraryListQuery) =>
  q.page !== undefined ||
  q.category !== undefined ||
  q.culture !== undefined ||
  q.q !== undefined ||
  q.sort !== undefined ||
  q.starred;

/**
 * The list: confirmed contents plus the viewer's own, or every content for
 * an administrator who asks (withunconfirmed). `mine` keeps the viewer's own
 * only. Asked with page, filters or a sort, one page of 12 with the total.
 */
export async function listContents(
  deps: LibraryDeps,
  viewer: Actor | null,
  query: LibraryListQuery,
  mine = false,
): Promise<LibraryList> {
  if (mine || query.starred) ensureCanContribute(viewer);
  const filter: repo.ContentFilter = {
    viewerId: viewer?.id ?? null,
    all: query.withunconfirmed && mayListUnconfirmed(viewer),
    mine,
    starred: query.starred,
    category: query.category,
    culture: query.culture,
    q: query.q || undefined,
  };
  const sort = query.sort ?? 'recent';
  const [categories, cultures] = await Promise.all([
    listCategories(deps, query.language),
    listCultures(deps, query.language),
  ]);
  if (!isPaged(query)) {
    const rows = await repo.listContents(deps.db, filter, query.language, sort);
    return { contents: rows.map(toContent), categories, cultures };
  }
  const page = query.page ?? 1;
  const [rows, total] = await Promise.all([
    repo.listContents(deps.db, filter, query.language, sort, {
      offset: (page - 1) * LIBRARY_PAGE_SIZE,
      limit: LIBRARY_PAGE_SIZE,
    }),
    repo.countContents(deps.db, filter),
  ]);
  return {
    contents: rows.map(toContent),
    total,
    page,
    pagesize: LIBRARY_PAGE_SIZE,
    categories,
    cultures,
  };
}

/**
 * A content the viewer may see, for the calls on it: a content not
 * confirmed yet exists only for administrators and its author (404 for
 * anyone else).
 */
export async function findVisibleContent({ db }: LibraryDeps, viewer: Actor | null, id: number) {
  const row = await repo.findContentRow(db, id);
  if (!row || !maySeeContent(viewer, { authorId: row.author_id, confirmed: row.confirmed })) {
    throw notFound();
  }
  return row;
}

/** A content the viewer may edit, after ensureCanContribute: 404 if unseen, 403 if not theirs. */
export async function findEditableContent(deps: LibraryDeps, viewer: Actor, id: number) {
  const row = await findVisibleContent(deps, viewer, id);
  ensureCanEditContent(viewer, { authorId: row.author_id });
  return row;
}

export async function getContent(
  deps: LibraryDeps,
  viewer: Actor | null,
  id: number,
  language: SiteLanguage,
): Promise<LibraryContent> {
  await findVisibleContent(deps, viewer, id);
  const row = await repo.findContent(deps.db, id, language, viewer?.id ?? null);
  if (!row) throw notFound();
  const [images, comments] = await Promise.all([listImages(deps, id), listComments(deps, id)]);
  return { ...toContent(row), images, comments };
}

/** The description as stored: sanitized, and holding some text. */
function cleanDescription(html: string): string {
  const clean = sanitizeRichText(html);
  const text = clean.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '');
  if (!text) throw new AppError(400, 'INVALID_INPUT', 'description');
  return clean;
}

async function checkedFields(deps: LibraryDeps, fields: ContentFields) {
  const [category, culture] = await Promise.all([
    repo.labelExists(deps.db, 'library_categories', fields.category),
    repo.labelExists(deps.db, 'library_cultures', fields.culture),
  ]);
  if (!category) throw new AppError(400, 'INVALID_INPUT', 'category');
  if (!culture) throw new AppError(400, 'INVALID_INPUT', 'culture');
  return {
    title: fields.title,
    version: fields.version,
    category_id: fields.category,
    culture_id: fields.culture,
    description: cleanDescription(fields.description),
  };
}

/** A new content, not confirmed yet; its archive comes with uploadfile. */
export async function createContent(
  deps: LibraryDeps,
  viewer: Actor | null,
  fields: ContentFields,
): Promise<{ contentid: number }> {
  ensureCanContribute(viewer);
  const now = deps.clock.now().toISOString();
  const contentid = await repo.insertContent(deps.db, {
    ...(await checkedFields(deps, fields)),
    author_id: viewer.id,
    created_at: now,
    modified_at: now,
  });
  return { contentid };
}

/** The details; confirmed is taken from administrators only, and only when given. */
export async function updateContent(
  deps: LibraryDeps,
  viewer: Actor | null,
  id: number,
  fields: ContentUpdate,
  language: SiteLanguage,
): Promise<LibraryContent> {
  ensureCanContribute(viewer);
  await findEditableContent(deps, viewer, id);
  const confirmed =
    fields.confirmed !== undefined && fields.confirmed !== null && mayConfirm(viewer)
      ? { confirmed: toFlag(fields.confirmed) ? 1 : 0 }
      : {};
  await repo.updateContent(deps.db, id, {
    ...(await checkedFields(deps, fields)),
    ...confirmed,
    modified_at: deps.clock.now().toISOString(),
  });
  return getContent(deps, viewer, id, language);
}

const EXTENSIONS: Record<string, string> = {
  'application/zip': '.zip',
  'application/vnd.rar': '.rar',
  'application/x-7z-compressed': '.7z',
  'application/gzip': '.gz',
};

/**
 * Browsers send a file name's UTF-8 bytes, which the form parser reads as
 * Latin-1: read them again as UTF-8 when they are valid UTF-8.
 */
function fromUtf8(name: string): string {
  if ([...name].some((c) => c.charCodeAt(0) > 0xff)) return name;
  const decoded = Buffer.from(name, 'latin1').toString('utf8');
  return decoded.includes('\ufffd') ? name : decoded;
}

/**
 * The uploader's file name, safe to put in a header and to save: no folder,
 * ASCII letters, digits, spaces, '.', '_', '-', '(' and ')' only, no leading
 * dot, at most 120 characters (the end, with the extension, is kept).
 */
export function safeFileName(clientName: string, fallback: string): string {
  const base = fromUtf8(clientName).split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._ ()-]+/g, '_')
    .replace(/\s+/g, ' ')
    .slice(-120)
    .replace(/^[.\s_]+/, '')
    .trim();
  return cleaned || fallback;
}

/**
 * Stores a content's archive (multipart `contentfile`, at most
 * LIBRARY_MAX_UPLOAD_MB) and records its size, SHA-512, type and name; the
 * previous archive is removed once the new one is recorded.
 */
export async function uploadFile(
  deps: LibraryDeps,
  viewer: Actor | null,
  id: number,
  form: ArchiveForm,
): Promise<void> {
  ensureCanContribute(viewer);
  await findEditableContent(deps, viewer, id);
  const { storage } = deps;
  const previous = await form(async (upload) => {
    const name = generateName(EXTENSIONS[upload.type] ?? '.bin');
    const finalPath = storage.filePath(name);
    await upload.moveTo(finalPath);
    try {
      const replaced = await repo.replaceFile(
        deps.db,
        id,
        {
          file_name: name,
          file_original_name: safeFileName(
            upload.clientName,
            `content-${id}${EXTENSIONS[upload.type] ?? ''}`,
          ),
          file_size: upload.size,
          file_sha512: upload.sha512,
          file_type: upload.type,
        },
        deps.clock.now(),
      );
      if (replaced === undefined) throw notFound();
      return replaced;
    } catch (err) {
      await storage.remove(finalPath);
      throw err;
    }
  });
  if (previous) await storage.remove(storage.filePath(previous));
}

/** The archive of a content the viewer may see, for GET .../download. */
export async function findArchive(deps: LibraryDeps, viewer: Actor | null, id: number) {
  const row = await findVisibleContent(deps, viewer, id);
  if (!row.file_name) throw notFound();
  return {
    path: deps.storage.filePath(row.file_name),
    name: row.file_original_name ?? `content-${id}`,
    size: Number(row.file_size),
  };
}
