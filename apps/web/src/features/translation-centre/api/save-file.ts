import { useMutation } from '@tanstack/react-query';
import {
  translationSavedSchema,
  type SplitContentPayload,
} from '@millenaire/contracts/translations';
import { apiPost } from '@/shared/api-client';
import { notifySuccess } from '@/shared/notify';
import { i18n } from '@/shared/i18n';
import { NS } from '../i18n';
import { fileUrl } from './get-file';
import { filesUrl } from './get-files';

export interface SaveFileInput {
  language: string;
  filekey: string;
  filename: string;
  /** The revision the edits were made on; the server refuses an older one with CONFLICT. */
  basedon: number;
  splitcontent?: Partial<SplitContentPayload>;
  content?: string;
}

/** Saves a file; the spec only logs a failed save, the editor shows conflicts itself. */
export async function saveFile({ language, filekey, ...body }: SaveFileInput) {
  const saved = await apiPost(fileUrl(language, filekey), body, {
    notify: false,
    invalidate: [
      filesUrl(language),
      '/api/translationsapp/history/',
      '/api/translationsapp/recentchanges',
      '/api/translations/',
    ],
  });
  notifySuccess(i18n.t('saved', { ns: NS }));
  return translationSavedSchema.parse(saved);
}

export function useSaveFile() {
  return useMutation({ mutationFn: saveFile });
}
