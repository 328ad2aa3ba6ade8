import { useMutation } from '@tanstack/react-query';
import type { SplitContentPayload } from '@millenaire/contracts/translations';
import { translationsEndpoints } from '@millenaire/contracts/endpoints/translations';
import { callEndpoint, endpointPrefix } from '@/shared/api/endpoint';
import { notifySuccess } from '@/shared/notify';
import { i18n, textsIn } from '@/shared/i18n';
import { NS } from '../i18n';

export interface SaveFileInput {
  language: string;
  filekey: string;
  filename: string;
  /** The revision the edits were made on; the server refuses an older one with CONFLICT. */
  basedon: number;
  splitcontent?: Partial<SplitContentPayload>;
  content?: string;
}

/** What a new version of a file changes: its lists, its history and every count. */
export function savedFileQueries(language: string) {
  return [
    endpointPrefix(translationsEndpoints.files, { language }),
    endpointPrefix(translationsEndpoints.history),
    endpointPrefix(translationsEndpoints.lineHistory, { language }),
    endpointPrefix(translationsEndpoints.recentChanges),
    endpointPrefix(translationsEndpoints.status),
    endpointPrefix(translationsEndpoints.suggestions, { language }),
  ];
}

/** Saves a file; the spec only logs a failed save, the editor shows conflicts itself. */
export async function saveFile({ language, filekey, ...body }: SaveFileInput) {
  const saved = await callEndpoint(
    translationsEndpoints.save,
    { params: { language, filekey }, body },
    {
      notify: false,
      invalidate: savedFileQueries(language),
    },
  );
  notifySuccess(textsIn(i18n.language, NS)('saved'));
  return saved;
}

export function useSaveFile() {
  return useMutation({ mutationFn: saveFile });
}
