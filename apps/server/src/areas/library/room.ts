import { isAdmin } from '@millenaire/contracts';
import type { Actor } from '../../infra/auth.ts';
import { ensureQuota, ensureRoom, type UploaderRoom } from '../../infra/storage-room.ts';
import type { LibraryDeps } from './deps.ts';
import { findUploader } from './repository.ts';

// What an upload to the library may take: the uploader's quota (the bytes of
// the archives of their contents and of the images they added) and the
// site's free-space floor (infra/storage.ts).

async function uploaderRoom(
  deps: LibraryDeps,
  viewer: Actor,
  replacing: number,
): Promise<UploaderRoom> {
  const uploader = await findUploader(deps.db, viewer.id);
  return {
    exempt: isAdmin(viewer.level),
    // An account removed meanwhile counts as new: the smaller quota.
    createdAt: uploader?.created_at ?? deps.clock.now().toISOString(),
    usedBytes: Math.max(0, (uploader?.used ?? 0) - replacing),
  };
}

/**
 * Refuses an upload of `bytes` the viewer's quota or the disk has no room
 * for (403 QUOTA_EXCEEDED, 507 STORAGE_FULL), before it is read; `replacing`
 * bytes are freed by it (the archive it replaces).
 */
export async function ensureLibraryRoom(
  deps: LibraryDeps,
  viewer: Actor,
  bytes: number,
  replacing = 0,
): Promise<void> {
  const room = await uploaderRoom(deps, viewer, replacing);
  await ensureRoom(deps.storage, bytes, room, deps.clock.now());
}

/**
 * The quota again once the upload is received, at its size: parallel
 * uploads each passed the first check. The disk's floor was checked with
 * the declared size, which the received one never passes.
 */
export async function ensureLibraryQuota(
  deps: LibraryDeps,
  viewer: Actor,
  bytes: number,
  replacing = 0,
): Promise<void> {
  ensureQuota(deps.storage, bytes, await uploaderRoom(deps, viewer, replacing), deps.clock.now());
}
