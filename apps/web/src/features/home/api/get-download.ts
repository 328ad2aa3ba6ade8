import { useQuery } from '@tanstack/react-query';
import { downloadsEndpoints } from '@millenaire/contracts/endpoints/downloads';
import { endpointQuery } from '@/shared/api/endpoint';

/** One of the old releases' archives: its name, size and download count. */
export function useDownload(file: string) {
  return useQuery({
    ...endpointQuery(downloadsEndpoints.info, { params: { file } }, { notify: false }),
    enabled: file !== '',
    retry: false,
  });
}
