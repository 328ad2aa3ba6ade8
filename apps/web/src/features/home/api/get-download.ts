import { useQuery } from '@tanstack/react-query';
import { downloadsEndpoints } from '@millenaire/contracts/endpoints/downloads';
import { endpointQuery } from '@/shared/api/endpoint';

/** One of the old releases' archives: its name, size and download count. */
export function downloadQuery(file: string) {
  return {
    ...endpointQuery(downloadsEndpoints.info, { params: { file } }, { notify: false }),
    retry: false,
  } as const;
}

export function useDownload(file: string) {
  return useQuery({ ...downloadQuery(file), enabled: file !== '' });
}
