import { useQuery } from '@tanstack/react-query';
import {
  contentCreatedSchema,
  contentImageSchema,
  libraryCommentSchema,
  libraryContentSchema,
  libraryLabelListSchema,
  libraryListSchema,
  starResultSchema,
  type ContentFields,
  type LibraryContent,
} from '@millenaire/contracts/library';
import type { SiteLanguage } from '@millenaire/contracts/common';
import { canSeeUnconfirmed } from '@millenaire/contracts/rules';
import { apiPost, apiPostMultipart, urlQuery, type WriteOptions } from '@/shared/api-client';
import { useViewer } from '@/shared/auth/viewer';
import { useSiteLanguage } from '@/shared/i18n';
import type { LibraryListParams } from '../list-params';

export const LIBRARY_API = '/api/library';
const CONTENTS = `${LIBRARY_API}/contents`;

/** Which list: every content, the viewer's own, or those the viewer starred. */
export type ListKind = 'all' | 'mine' | 'starred';

export function listUrl(
  kind: ListKind,
  params: LibraryListParams,
  language: SiteLanguage,
  withUnconfirmed: boolean,
): string {
  const query = new URLSearchParams({ language, page: String(params.page), sort: params.sort });
  if (params.category !== null) query.set('category', String(params.category));
  if (params.culture !== null) query.set('culture', String(params.culture));
  if (params.q.trim() !== '') query.set('q', params.q.trim());
  if (kind === 'starred') query.set('starred', 'true');
  if (withUnconfirmed && kind !== 'mine') query.set('withunconfirmed', 'true');
  return `${LIBRARY_API}/${kind === 'mine' ? 'mycontents' : 'contents'}/?${query}`;
}

/** One page of a list, with its total and the category and culture labels. */
export function useLibraryList(kind: ListKind, params: LibraryListParams) {
  const language = useSiteLanguage();
  const admin = canSeeUnconfirmed(useViewer());
  return useQuery({
    ...urlQuery(listUrl(kind, params, language, admin), (data) => libraryListSchema.parse(data)),
    placeholderData: (previous) => previous,
  });
}

export function useLabels(which: 'categories' | 'cultures') {
  const language = useSiteLanguage();
  return useQuery(
    urlQuery(`${LIBRARY_API}/${which}/?language=${language}`, (data) =>
      libraryLabelListSchema.parse(data),
    ),
  );
}

export const contentUrl = (id: number, language: SiteLanguage) =>
  `${CONTENTS}/${id}?language=${language}`;

/** A content with its images and comments. */
export function useContent(id: number) {
  const language = useSiteLanguage();
  return useQuery(urlQuery(contentUrl(id, language), (data) => libraryContentSchema.parse(data)));
}

// Failed library writes are only logged (spec §8); the pages say what went wrong.
const quiet: WriteOptions = { notify: false, invalidate: [LIBRARY_API] };

export async function createContent(fields: ContentFields): Promise<number> {
  const answer = await apiPost(`${CONTENTS}/`, fields, { notify: false });
  return contentCreatedSchema.parse(answer).contentid;
}

export async function updateContent(
  id: number,
  fields: ContentFields & { confirmed?: '0' | '1' },
): Promise<LibraryContent> {
  return libraryContentSchema.parse(await apiPost(`${CONTENTS}/${id}`, fields, quiet));
}

export async function uploadArchive(id: number, file: File): Promise<void> {
  const form = new FormData();
  form.append('contentfile', file);
  await apiPostMultipart(`${CONTENTS}/${id}/uploadfile`, form, quiet);
}

export async function addComment(id: number, text: string) {
  return libraryCommentSchema.parse(await apiPost(`${CONTENTS}/${id}/comments`, { text }, quiet));
}

export async function editComment(id: number, commentId: number, text: string) {
  const answer = await apiPost(`${CONTENTS}/${id}/comments/${commentId}`, { text }, quiet);
  return libraryCommentSchema.parse(answer);
}

export async function deleteComment(id: number, commentId: number): Promise<void> {
  await apiPost(`${CONTENTS}/${id}/comments/${commentId}/delete`, {}, quiet);
}

export async function setStar(id: number, enabled: boolean) {
  const answer = await apiPost(`${CONTENTS}/${id}/star`, { enabled: enabled ? '1' : '0' }, quiet);
  return starResultSchema.parse(answer);
}

/** Counts a view or a download; the page refreshes its counters after. */
export async function countHit(id: number, what: 'addview' | 'adddl'): Promise<void> {
  await apiPost(`${CONTENTS}/${id}/${what}`, {}, { notify: false });
}

export async function addImage(id: number, file: File, legend: string) {
  const form = new FormData();
  form.append('legend', legend);
  form.append('picture1', file);
  return contentImageSchema.parse(await apiPostMultipart(`${CONTENTS}/${id}/images`, form, quiet));
}

export async function updateLegend(id: number, imageId: number, legend: string) {
  const answer = await apiPost(`${CONTENTS}/${id}/images/${imageId}`, { legend }, quiet);
  return contentImageSchema.parse(answer);
}

export async function deleteImage(id: number, imageId: number): Promise<void> {
  await apiPost(`${CONTENTS}/${id}/images/${imageId}/delete`, {}, quiet);
}

export const imageSrc = (name: string) => `/libraryres/img/${encodeURIComponent(name)}`;
