import { useQuery } from '@tanstack/react-query';
import type { ContentFields, LibraryContent } from '@millenaire/contracts/library';
import type { SiteLanguage } from '@millenaire/contracts/common';
import { libraryEndpoints } from '@millenaire/contracts/endpoints/library';
import { canSeeUnconfirmed } from '@millenaire/contracts/rules';
import { ApiError, type WriteOptions } from '@/shared/api-client';
import { callEndpoint, endpointQuery, groupPrefix } from '@/shared/api/endpoint';
import { useViewer } from '@/shared/auth/viewer';
import { useSiteLanguage } from '@/shared/i18n';
import type { LibraryListParams } from '../list-params';

/** Every cached answer of the library, which any write may change. */
export const LIBRARY_API = groupPrefix(libraryEndpoints);

/** Which list: every content, the viewer's own, or those the viewer starred. */
export type ListKind = 'all' | 'mine' | 'starred';

const asText = (value: number | null) => (value === null ? undefined : String(value));

export function listQuery(
  kind: ListKind,
  params: LibraryListParams,
  language: SiteLanguage,
  withUnconfirmed: boolean,
) {
  const endpoint = kind === 'mine' ? libraryEndpoints.myContents : libraryEndpoints.contents;
  const query = {
    language,
    page: String(params.page),
    sort: params.sort,
    category: asText(params.category),
    culture: asText(params.culture),
    q: params.q.trim() === '' ? undefined : params.q.trim(),
    starred: kind === 'starred' ? 'true' : undefined,
    withunconfirmed: withUnconfirmed && kind !== 'mine' ? 'true' : undefined,
  } as const;
  return endpointQuery(endpoint, { query });
}

/** One page of a list, with its total and the category and culture labels. */
export function useLibraryList(kind: ListKind, params: LibraryListParams) {
  const language = useSiteLanguage();
  const admin = canSeeUnconfirmed(useViewer());
  return useQuery({
    ...listQuery(kind, params, language, admin),
    placeholderData: (previous) => previous,
  });
}

export function labelsQuery(which: 'categories' | 'cultures', language: SiteLanguage) {
  return endpointQuery(libraryEndpoints[which], { query: { language } });
}

/** The categories or cultures, labelled in the site's language, for the list's filters. */
export function useLabels(which: 'categories' | 'cultures') {
  return useQuery(labelsQuery(which, useSiteLanguage()));
}

/**
 * A content with its images and comments. For an address whose segment is not
 * a content id (0: `/library/upload`), the answer is the server's "not found"
 * without asking it: a visitor gets the 404 page there, a member the same
 * message in the page.
 */
export function contentQuery(id: number, language: SiteLanguage) {
  const query = endpointQuery(libraryEndpoints.content, { params: { id }, query: { language } });
  if (id > 0) return query;
  return { ...query, queryFn: () => Promise.reject(new ApiError(404, 'NOT_FOUND')), retry: false };
}

/** A content with its images and comments. */
export function useContent(id: number) {
  return useQuery(contentQuery(id, useSiteLanguage()));
}

// Failed library writes are only logged (spec §8); the pages say what went wrong.
const quiet: WriteOptions = { notify: false, invalidate: [LIBRARY_API] };

export async function createContent(fields: ContentFields): Promise<number> {
  const answer = await callEndpoint(libraryEndpoints.create, { body: fields }, { notify: false });
  return answer.contentid;
}

export function updateContent(
  id: number,
  fields: ContentFields & { confirmed?: '0' | '1' },
): Promise<LibraryContent> {
  return callEndpoint(libraryEndpoints.update, { params: { id }, body: fields }, quiet);
}

export async function uploadArchive(id: number, file: File): Promise<void> {
  const form = new FormData();
  form.append('contentfile', file);
  await callEndpoint(libraryEndpoints.uploadFile, { params: { id }, body: form }, quiet);
}

export function addComment(id: number, text: string) {
  return callEndpoint(libraryEndpoints.addComment, { params: { id }, body: { text } }, quiet);
}

export function editComment(id: number, commentId: number, text: string) {
  const params = { id, commentId };
  return callEndpoint(libraryEndpoints.editComment, { params, body: { text } }, quiet);
}

export async function deleteComment(id: number, commentId: number): Promise<void> {
  await callEndpoint(libraryEndpoints.deleteComment, { params: { id, commentId } }, quiet);
}

export function setStar(id: number, enabled: boolean) {
  const body = { enabled: enabled ? '1' : '0' } as const;
  return callEndpoint(libraryEndpoints.star, { params: { id }, body }, quiet);
}

const COUNTERS = { addview: libraryEndpoints.addView, adddl: libraryEndpoints.addDownload };

/** Counts a view or a download; the page refreshes its counters after. */
export async function countHit(id: number, what: keyof typeof COUNTERS): Promise<void> {
  await callEndpoint(COUNTERS[what], { params: { id } }, { notify: false });
}

export function addImage(id: number, file: File, legend: string) {
  const form = new FormData();
  form.append('legend', legend);
  form.append('picture1', file);
  return callEndpoint(libraryEndpoints.addImage, { params: { id }, body: form }, quiet);
}

export function updateLegend(id: number, imageId: number, legend: string) {
  const params = { id, imageId };
  return callEndpoint(libraryEndpoints.updateLegend, { params, body: { legend } }, quiet);
}

export async function deleteImage(id: number, imageId: number): Promise<void> {
  await callEndpoint(libraryEndpoints.deleteImage, { params: { id, imageId } }, quiet);
}

export const imageSrc = (name: string) => `/libraryres/img/${encodeURIComponent(name)}`;
