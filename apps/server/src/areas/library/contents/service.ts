import {
  LIBRARY_PAGE_SIZE,
  LIBRARY_UNPAGED_LIMIT,
  librarySearchText,
  toFlag,
  type ContentFields,
  type ContentUpdate,
  type LibraryContent,
  type LibraryList,
  type LibraryListQuery,
  type LibrarySort,
  type SiteLanguage,
} from '@millenaire/contracts';
import type { Actor } from '../../../platform/http/auth.ts';
import { AppError, notFound } from '../../../platform/http/errors.ts';
import { sanitizeRichText } from '../../../platform/text/rich-text.ts';
import type { LibraryDeps } from '../deps.ts';
import { ensureCanContribute, mayConfirm, mayListUnconfirmed } from '../policy.ts';
import { listComments } from './comments/service.ts';
import { listImages } from './images/service.ts';
import { findEditableContent, findVisibleContent } from '../access.ts';
import * as repo from './repository.ts';
import * as labels from '../labels.ts';

export function listCategories({ db }: LibraryDeps, language: SiteLanguage) {
  return labels.listLabels(db, 'library_categories', language);
}

export function listCultures({ db }: LibraryDeps, language: SiteLanguage) {
  return labels.listLabels(db, 'library_cultures', language);
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
 * A page of a free-text search: the matching ids are found once per filter
 * and sort (every match must be read for the total anyway) and kept a minute,
 * so the next pages are slices of them.
 */
async function searchPage(
  deps: LibraryDeps,
  filter: repo.ContentFilter,
  sort: LibrarySort,
  language: SiteLanguage,
  offset: number,
): Promise<[repo.ContentRow[], number]> {
  const key = JSON.stringify([filter, sort]);
  const ids = await deps.searches.fetch(key, () => repo.listIds(deps.db, filter, sort));
  const page = ids.slice(offset, offset + LIBRARY_PAGE_SIZE);
  return [await repo.listContentsById(deps.db, page, language, filter.viewerId), ids.length];
}

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
    // One more than the limit tells whether the list goes on, without a count.
    const rows = await repo.listContents(deps.db, filter, query.language, sort, {
      offset: 0,
      limit: LIBRARY_UNPAGED_LIMIT + 1,
    });
    if (rows.length <= LIBRARY_UNPAGED_LIMIT) {
      return { contents: rows.map(toContent), categories, cultures };
    }
    const contents = rows.slice(0, LIBRARY_UNPAGED_LIMIT).map(toContent);
    return { contents, total: await repo.countContents(deps.db, filter), categories, cultures };
  }
  const page = query.page ?? 1;
  const offset = (page - 1) * LIBRARY_PAGE_SIZE;
  const [rows, total] = filter.q
    ? await searchPage(deps, filter, sort, query.language, offset)
    : await Promise.all([
        repo.listContents(deps.db, filter, query.language, sort, {
          offset,
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
    labels.labelExists(deps.db, 'library_categories', fields.category),
    labels.labelExists(deps.db, 'library_cultures', fields.culture),
  ]);
  if (!category) throw new AppError(400, 'INVALID_INPUT', 'category');
  if (!culture) throw new AppError(400, 'INVALID_INPUT', 'culture');
  const description = cleanDescription(fields.description);
  return {
    title: fields.title,
    version: fields.version,
    category_id: fields.category,
    culture_id: fields.culture,
    description,
    search_text: librarySearchText(fields.title, description),
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
  deps.searches.clear();
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
      ? // An administrator's decision ends a rollback's hiding, either way.
        { confirmed: toFlag(fields.confirmed) ? 1 : 0, hidden_at: null }
      : {};
  await repo.updateContent(deps.db, id, {
    ...(await checkedFields(deps, fields)),
    ...confirmed,
    modified_at: deps.clock.now().toISOString(),
  });
  deps.searches.clear();
  return getContent(deps, viewer, id, language);
}
