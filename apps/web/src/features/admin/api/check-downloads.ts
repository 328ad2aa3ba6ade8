import { downloadsEndpoints } from '@millenaire/contracts/endpoints/downloads';
import { ApiError } from '@/shared/api-client';
import { callEndpoint } from '@/shared/api/endpoint';

/**
 * The archive a download address names in this site's downloads folder
 * (/php/dlpage.php?file=… or /downloads/…), or null for any other address.
 */
export function localDownload(url: string): string | null {
  const address = new URL(url.trim() || '/', 'http://site.invalid');
  if (address.host !== 'site.invalid') return null;
  if (address.pathname === '/php/dlpage.php') return address.searchParams.get('file') || null;
  const [, folder, file] = address.pathname.split('/');
  return folder === 'downloads' && file ? decodeURIComponent(file) : null;
}

/** Of the archives these addresses name here, those the server does not have. */
export async function missingDownloads(urls: string[]): Promise<string[]> {
  const files = [...new Set(urls.map(localDownload).filter((file) => file !== null))];
  const missing = await Promise.all(
    files.map((file) =>
      callEndpoint(downloadsEndpoints.info, { params: { file } }, { quiet: ['NOT_FOUND'] }).then(
        () => null,
        (error: unknown) => (error instanceof ApiError && error.status === 404 ? file : null),
      ),
    ),
  );
  return missing.filter((file) => file !== null);
}
