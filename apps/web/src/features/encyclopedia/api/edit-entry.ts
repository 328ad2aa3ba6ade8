import {
  encyclopediaImageSchema,
  savedDescriptionSchema,
  type ImageUpdate,
} from '@millenaire/contracts/encyclopedia';
import type { SiteLanguage } from '@millenaire/contracts/common';
import { apiPost, apiPostMultipart } from '@/shared/api-client';
import { editBase } from './get-history';

export interface EditRef {
  culture: string;
  type: string;
  itemkey: string;
}

/**
 * Every cached answer a write may change: the culture's pages (its own and
 * its items', where descriptions and images show) and the administrators' lists.
 * Failures are only logged by the client (spec §8); the page tells the user.
 */
const afterWrite = (ref: EditRef) => ({
  notify: false,
  invalidate: [
    `/api/encyclopedia/${encodeURIComponent(ref.culture)}`,
    '/api/encyclopedia/changeslist',
    '/api/encyclopedia/imageslist',
  ],
});

/** Saves a description (null removes it), based on the record the editor started from. */
export async function saveDescription(
  ref: EditRef,
  language: SiteLanguage,
  desc: string | null,
  basedon: number,
) {
  const url = `${editBase(ref)}?language=${language}`;
  return savedDescriptionSchema.parse(await apiPost(url, { desc, basedon }, afterWrite(ref)));
}

export async function uploadImage(ref: EditRef, file: File, legendEn: string, legendFr: string) {
  const form = new FormData();
  form.append('legend_en', legendEn);
  form.append('legend_fr', legendFr);
  form.append('picture1', file);
  const body = await apiPostMultipart(`${editBase(ref)}/images`, form, afterWrite(ref));
  return encyclopediaImageSchema.parse(body);
}

export async function updateImage(ref: EditRef, pos: number, update: ImageUpdate) {
  const body = await apiPost(`${editBase(ref)}/images/${pos}`, update, afterWrite(ref));
  return encyclopediaImageSchema.parse(body);
}

export async function deleteImage(ref: EditRef, pos: number) {
  await apiPost(`${editBase(ref)}/images/${pos}/delete`, {}, afterWrite(ref));
}
