import { useQuery } from '@tanstack/react-query';
import { downloadInfoSchema } from '@millenaire/contracts/site';
import { urlQuery } from '@/shared/api-client';

export function downloadUrl(file: string): string {
  return `/api/downloads/${encodeURIComponent(file)}`;
}

/** One of the old releases' archives: its name, size and download count. */
export function useDownload(file: string) {
  return useQuery({
    ...urlQuery(downloadUrl(file), (data) => downloadInfoSchema.parse(data), { notify: false }),
    enabled: file !== '',
    retry: false,
  });
}
