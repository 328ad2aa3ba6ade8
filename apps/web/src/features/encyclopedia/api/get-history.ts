import { useQuery } from '@tanstack/react-query';
import { entryHistorySchema } from '@millenaire/contracts/encyclopedia';
import { urlQuery } from '@/shared/api-client';
import { useSiteLanguage } from '@/shared/i18n';
import type { EntryRef } from './get-entry';

/** The edit calls' path of an entry: a culture's own page is its 'cultures' entry. */
export function editBase({ culture, type, itemkey }: EntryRef & { type: string; itemkey: string }) {
  return `/api/encyclopedia/${[culture, type, itemkey].map(encodeURIComponent).join('/')}`;
}

/** Everything an edit page shows: history (newest first), text, every image. Never cached. */
export function useEntryHistory(ref: { culture: string; type: string; itemkey: string }) {
  const language = useSiteLanguage();
  const url = `${editBase(ref)}/history?language=${language}`;
  return useQuery(urlQuery(url, (data) => entryHistorySchema.parse(data), { cache: false }));
}
