import type { ImageUpdate } from '@millenaire/contracts/encyclopedia';
import type { SiteLanguage } from '@millenaire/contracts/common';
import { encyclopediaEndpoints } from '@millenaire/contracts/endpoints/encyclopedia';
import type { WriteOptions } from '@/shared/api-client';
import { callEndpoint, endpointPrefix } from '@/shared/api/endpoint';

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
const afterWrite = (ref: EditRef): WriteOptions => ({
  notify: false,
  invalidate: [
    endpointPrefix(encyclopediaEndpoints.culture, { culture: ref.culture }),
    endpointPrefix(encyclopediaEndpoints.changesList),
    endpointPrefix(encyclopediaEndpoints.imagesList),
  ],
});

const paramsOf = ({ culture, type, itemkey }: EditRef) => ({ culture, type, itemkey });

/** Saves a description (null removes it), based on the record the editor started from. */
export function saveDescription(
  ref: EditRef,
  language: SiteLanguage,
  desc: string | null,
  basedon: number,
) {
  return callEndpoint(
    encyclopediaEndpoints.saveDescription,
    { params: paramsOf(ref), query: { language }, body: { desc, basedon } },
    afterWrite(ref),
  );
}

export function uploadImage(ref: EditRef, file: File, legendEn: string, legendFr: string) {
  const form = new FormData();
  form.append('legend_en', legendEn);
  form.append('legend_fr', legendFr);
  form.append('picture1', file);
  return callEndpoint(
    encyclopediaEndpoints.addImage,
    { params: paramsOf(ref), body: form },
    afterWrite(ref),
  );
}

export function updateImage(ref: EditRef, pos: number, update: ImageUpdate) {
  return callEndpoint(
    encyclopediaEndpoints.updateImage,
    { params: { ...paramsOf(ref), pos }, body: update },
    afterWrite(ref),
  );
}

export async function deleteImage(ref: EditRef, pos: number): Promise<void> {
  await callEndpoint(
    encyclopediaEndpoints.deleteImage,
    { params: { ...paramsOf(ref), pos } },
    afterWrite(ref),
  );
}

/** A new file for the picture at pos; the old one stays in its history. */
export function replaceImage(ref: EditRef, pos: number, file: File) {
  const form = new FormData();
  form.append('picture1', file);
  return callEndpoint(
    encyclopediaEndpoints.replaceImage,
    { params: { ...paramsOf(ref), pos }, body: form },
    afterWrite(ref),
  );
}

/** Brings back a version of a picture's history, a deleted picture too. */
export function restoreImage(ref: EditRef, pos: number, version: number) {
  return callEndpoint(
    encyclopediaEndpoints.restoreImage,
    { params: { ...paramsOf(ref), pos }, body: { version } },
    afterWrite(ref),
  );
}
