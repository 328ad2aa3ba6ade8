import { useMutation, useQuery } from '@tanstack/react-query';
import { reportsEndpoints } from '@millenaire/contracts/endpoints/reports';
import type { ReportAct } from '@millenaire/contracts/reports';
import { callEndpoint, endpointPrefix, endpointQuery } from '@/shared/api/endpoint';
import { useSiteLanguage } from '@/shared/i18n';

/** The reports queue (open) or what was handled, item by item. */
export function useReportQueue(state: 'open' | 'handled') {
  const language = useSiteLanguage();
  return useQuery(endpointQuery(reportsEndpoints.queue, { query: { state, language } }));
}

/**
 * An administrator's decision; both lists are read again afterwards.
 * `onDone` is the mutation's own callback: it runs even when the decided
 * item has already left the refreshed queue.
 */
export function useReportAct(onDone: (action: ReportAct['action']) => void) {
  const language = useSiteLanguage();
  return useMutation({
    mutationFn: (act: Omit<ReportAct, 'language'>) =>
      callEndpoint(
        reportsEndpoints.act,
        { body: { ...act, language } },
        { invalidate: [endpointPrefix(reportsEndpoints.queue)] },
      ),
    onSuccess: (_answer, act) => onDone(act.action),
  });
}
