import { translationsEndpoints } from '@millenaire/contracts/endpoints/translations';
import { endpointUrl } from '@/shared/api/endpoint';

/** The spec's client downloads archives by navigating here (its double slash is kept). */
export function archiveUrl(language?: string): string {
  return language
    ? endpointUrl(translationsEndpoints.archive, { params: { language } })
    : endpointUrl(translationsEndpoints.archiveAll);
}
