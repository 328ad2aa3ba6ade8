import { once } from 'node:events';
import type { Readable } from 'node:stream';
import type { ZipArchive } from 'archiver';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { atFirstUse } from '../first-use.ts';

export interface ZipEntry {
  /** Path inside the archive; '/' separates folders. */
  name: string;
  body: string | Buffer | Readable;
}

export interface ZipOptions {
  /** 0 stores the entries as they are (for content already compressed); 1-9 deflates. */
  level?: number;
}

type Entries = Iterable<ZipEntry> | AsyncIterable<ZipEntry>;

/** archiver, loaded at the first archive. */
const archiver = atFirstUse(() => import('archiver').then((loaded) => loaded.ZipArchive));

/** A new archive at `level`. */
async function newArchive(level: number): Promise<ZipArchive> {
  const Archive = await archiver();
  return new Archive(level === 0 ? { store: true } : { zlib: { level } });
}

/**
 * An entry path that cannot leave the folder it is extracted into: no
 * absolute path, no '..', no backslash separators, no control characters.
 */
export function safeEntryName(name: string): string {
  const segments = name
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .split(/[\\/]+/)
    .filter((s) => s !== '' && s !== '.' && s !== '..');
  return segments.join('/') || 'file';
}

/** `attachment` with an ASCII fallback name and the exact name in UTF-8 (RFC 6266). */
export function attachmentHeader(filename: string): string {
  const name = filename.replace(/[\\/\u0000-\u001f\u007f]/g, '_'); // eslint-disable-line no-control-regex
  const ascii = name.replace(/[^\x20-\x7e]|["%;]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

function release(body: ZipEntry['body']): void {
  if (typeof body === 'object' && !Buffer.isBuffer(body)) body.destroy();
}

/**
 * Appends one entry at a time, taking the next from `entries` only once the
 * previous one is written: the archive never holds more than one entry, and
 * a slow client slows the reading of the sources down through the pipes.
 */
async function feed(archive: ZipArchive, entries: Entries, signal: AbortSignal): Promise<void> {
  for await (const entry of entries) {
    if (signal.aborted) return release(entry.body);
    const written = once(archive, 'entry', { signal });
    archive.append(entry.body, { name: safeEntryName(entry.name) });
    try {
      await written;
    } catch (err) {
      release(entry.body);
      if (signal.aborted) return;
      throw err;
    }
  }
  await archive.finalize();
}

/**
 * Answers a zip archive streamed as it is built, never whole in memory.
 * When the client goes away the archive is dropped, the entry being read is
 * closed and no further entry is taken from `entries` (its `finally` blocks run).
 */
export async function sendZip(
  reply: FastifyReply,
  filename: string,
  entries: Entries,
  options: ZipOptions = {},
): Promise<FastifyReply> {
  const archive = await newArchive(options.level ?? 6);
  const stop = new AbortController();
  // Fastify destroys the archive when the response closes early.
  archive.once('close', () => {
    if (!archive.readableEnded) stop.abort();
  });
  void feed(archive, entries, stop.signal).catch((err: unknown) => fail(reply.log, archive, err));
  const name = filename.toLowerCase().endsWith('.zip') ? filename : `${filename}.zip`;
  return reply
    .header('content-type', 'application/zip')
    .header('content-disposition', attachmentHeader(name))
    .send(archive);
}

/**
 * A small zip archive built whole in memory, for archives the site makes
 * itself (such as the demo contents'); what a client downloads goes through
 * sendZip instead.
 */
export async function zipBuffer(entries: Entries, options: ZipOptions = {}): Promise<Buffer> {
  const archive = await newArchive(options.level ?? 6);
  const chunks: Buffer[] = [];
  archive.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = once(archive, 'end');
  await feed(archive, entries, new AbortController().signal);
  await ended;
  return Buffer.concat(chunks);
}

/** A source failed midway: the download ends cut short rather than as a wrong archive. */
function fail(log: FastifyBaseLogger, archive: ZipArchive, err: unknown): void {
  log.error({ err }, 'zip archive failed');
  archive.destroy(err instanceof Error ? err : new Error(String(err)));
}
