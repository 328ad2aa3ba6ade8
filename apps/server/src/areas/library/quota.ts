import { isAdmin } from '@millenaire/contracts';
import type { Actor } from '../../platform/http/auth.ts';
import { AppError } from '../../platform/http/errors.ts';
import { ensureSpace, quotaOf, type UploaderUsage } from '../../platform/storage/quota.ts';
import type { LibraryDeps } from './deps.ts';
import { findUploader, holdUploadBytes, releaseUploadBytes } from './repository.ts';

// What an upload to the library may take: the uploader's quota (the bytes of
// the archives of their contents and of the images they added) and the
// site's free-space floor (platform/storage/storage.ts).

/**
 * Longer than any upload takes: bytes held since before then belong to an
 * upload whose process stopped before giving them back.
 */
const HOLD_MS = 60 * 60 * 1000;

async function uploaderUsage(
  deps: LibraryDeps,
  viewer: Actor,
  replacing: number,
): Promise<UploaderUsage> {
  const uploader = await findUploader(deps.db, viewer.id);
  return {
    exempt: isAdmin(viewer.level),
    // An account removed meanwhile counts as new: the smaller quota.
    createdAt: uploader?.created_at ?? deps.clock.now().toISOString(),
    usedBytes: Math.max(0, (uploader?.used ?? 0) - replacing),
  };
}

/** The part of its uploader's quota an upload in progress holds. */
export interface QuotaHold {
  /** Holds `bytes` instead (what was received); 403 QUOTA_EXCEEDED when they do not fit. */
  resize(bytes: number): Promise<void>;
  /** Gives the bytes back: once the upload is recorded, or has failed. */
  release(): Promise<void>;
}

/**
 * Takes `bytes` of the viewer's quota for an upload before it is read, or
 * refuses it (403 QUOTA_EXCEEDED, 507 STORAGE_FULL); `replacing` bytes are
 * freed by it (the archive it replaces). Uploads sent at once each take
 * their own part, so together they never pass the quota.
 */
export async function holdLibraryQuota(
  deps: LibraryDeps,
  viewer: Actor,
  bytes: number,
  replacing = 0,
): Promise<QuotaHold> {
  const usage = await uploaderUsage(deps, viewer, replacing);
  const now = deps.clock.now();
  await ensureSpace(deps.storage, bytes, usage, now);
  const quota = quotaOf(deps.storage.limits, usage, now);
  if (!Number.isFinite(quota)) return { resize: async () => {}, release: async () => {} };
  let held = 0;
  const take = async (next: number) => {
    const at = deps.clock.now();
    const taken = await holdUploadBytes(deps.db, {
      userId: viewer.id,
      quota,
      replacing,
      bytes: next,
      previous: held,
      now: at,
      staleBefore: new Date(at.getTime() - HOLD_MS),
    });
    if (!taken) throw new AppError(403, 'QUOTA_EXCEEDED');
    held = next;
  };
  await take(bytes);
  return {
    resize: take,
    release: async () => {
      const given = held;
      held = 0;
      if (given > 0) await releaseUploadBytes(deps.db, viewer.id, given);
    },
  };
}
