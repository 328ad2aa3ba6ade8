import type { Actor } from '../../../platform/http/auth.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { generateName } from '../../../platform/storage/storage.ts';
import type { Upload } from '../../../platform/storage/uploads.ts';
import type { LibraryDeps } from '../deps.ts';
import { ensureCanContribute } from '../policy.ts';
import { holdLibraryQuota } from '../quota.ts';
import { findEditableContent, findVisibleContent } from '../access.ts';
import * as repo from './repository.ts';

// A content's archive: upload (streamed, size-capped, typed by its first
// bytes), the name it is downloaded under, and the download itself.

/**
 * The multipart form with the archive, received only when asked: the
 * permission and quota checks come before any byte of the upload is read.
 */
export interface ArchiveForm {
  /** The most the archive can take on disk, known before it is read. */
  bytes: number;
  receive<T>(use: (upload: Upload) => Promise<T>): Promise<T>;
}

const EXTENSIONS: Record<string, string> = {
  'application/zip': '.zip',
  'application/vnd.rar': '.rar',
  'application/x-7z-compressed': '.7z',
  'application/gzip': '.gz',
};

/**
 * Browsers send a file name's UTF-8 bytes, which the form parser reads as
 * Latin-1: read them again as UTF-8 when they are valid UTF-8.
 */
function fromUtf8(name: string): string {
  if ([...name].some((c) => c.charCodeAt(0) > 0xff)) return name;
  const decoded = Buffer.from(name, 'latin1').toString('utf8');
  return decoded.includes('\ufffd') ? name : decoded;
}

/**
 * The uploader's file name, safe to put in a header and to save: no folder,
 * ASCII letters, digits, spaces, '.', '_', '-', '(' and ')' only, no leading
 * dot, at most 120 characters (the end, with the extension, is kept).
 */
export function safeFileName(clientName: string, fallback: string): string {
  const base = fromUtf8(clientName).split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._ ()-]+/g, '_')
    .replace(/\s+/g, ' ')
    .slice(-120)
    .replace(/^[.\s_]+/, '')
    .trim();
  return cleaned || fallback;
}

/**
 * Stores a content's archive (multipart `contentfile`, at most
 * LIBRARY_MAX_UPLOAD_MB) and records its size, SHA-512, type and name; the
 * previous archive is removed once the new one is recorded.
 */
export async function uploadFile(
  deps: LibraryDeps,
  viewer: Actor | null,
  id: number,
  form: ArchiveForm,
): Promise<void> {
  ensureCanContribute(viewer);
  const content = await findEditableContent(deps, viewer, id);
  const replacing = Number(content.file_size ?? 0);
  // The archive received takes at most what was held for it: no check after.
  const hold = await holdLibraryQuota(deps, viewer, form.bytes, replacing);
  const { storage } = deps;
  const previous = await form
    .receive(async (upload) => {
      const name = generateName(EXTENSIONS[upload.type] ?? '.bin');
      await upload.moveTo('files', name);
      try {
        const replaced = await repo.replaceFile(
          deps.db,
          id,
          {
            file_name: name,
            file_original_name: safeFileName(
              upload.clientName,
              `content-${id}${EXTENSIONS[upload.type] ?? ''}`,
            ),
            file_size: upload.size,
            file_sha512: upload.sha512,
            file_type: upload.type,
          },
          deps.clock.now(),
        );
        if (replaced === undefined) throw notFound();
        return replaced;
      } catch (err) {
        await storage.remove('files', name);
        throw err;
      }
    })
    .finally(() => hold.release());
  if (previous) await storage.remove('files', previous);
}

/** The archive of a content the viewer may see, for GET .../download. */
export async function findArchive(deps: LibraryDeps, viewer: Actor | null, id: number) {
  const row = await findVisibleContent(deps, viewer, id);
  if (!row.file_name) throw notFound();
  return {
    file: row.file_name,
    name: row.file_original_name ?? `content-${id}`,
    size: Number(row.file_size),
  };
}
