import { useQuery } from '@tanstack/react-query';
import { encyclopediaEndpoints } from '@millenaire/contracts/endpoints/encyclopedia';
import { endpointQuery } from '@/shared/api/endpoint';
import { useSiteLanguage } from '@/shared/i18n';

/** Everything an edit page shows: history (newest first), text, every image. Never cached. */
export function useEntryHistory(ref: { culture: string; type: string; itemkey: string }) {
  const language = useSiteLanguage();
  const { culture, type, itemkey } = ref;
  return useQuery(
    endpointQuery(
      encyclopediaEndpoints.history,
      { params: { culture, type, itemkey }, query: { language } },
      { cache: false },
    ),
  );
}
