import type { FastifyReply } from 'fastify';
import { AppError } from '../http/errors.ts';
import type { Folder, Storage } from './storage.ts';

// An archive sent as a download: streamed from storage, or, with
// S3_REDIRECT_DOWNLOADS, a redirect to a short-lived signed address of the
// bucket that answers with the same type and Content-Disposition.

export interface DownloadOptions {
  /** The name the browser saves it under: already safe for a header (no quote, no control). */
  filename: string;
  /** Cache-Control of the streamed answer; a redirect is never stored (its address expires). */
  cacheControl?: string;
}

const ARCHIVE_TYPE = 'application/octet-stream';

export async function sendDownload(
  reply: FastifyReply,
  storage: Storage,
  folder: Folder,
  name: string,
  { filename, cacheControl }: DownloadOptions,
): Promise<FastifyReply> {
  const disposition = `attachment; filename="${filename}"`;
  if (storage.redirectDownloads) {
    const url = await storage.signedUrl(folder, name, { disposition, contentType: ARCHIVE_TYPE });
    if (url) return reply.header('cache-control', 'no-store').redirect(url, 302);
  }
  const found = await storage.read(folder, name);
  if (!found) throw new AppError(404, 'NOT_FOUND');
  if (cacheControl) reply.header('cache-control', cacheControl);
  return reply
    .header('content-type', ARCHIVE_TYPE)
    .header('content-length', found.size)
    .header('content-disposition', disposition)
    .header('x-content-type-options', 'nosniff')
    .send(found.stream);
}
