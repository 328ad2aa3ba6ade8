import type { Actor } from '../../../platform/http/auth.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { findVisibleContent } from '../access.ts';
import type { LibraryDeps } from '../deps.ts';
import { ensureCanContribute } from '../policy.ts';
import * as repo from './repository.ts';

/** A visitor is counted at most once per content in this time, for views and for downloads. */
export const HIT_WINDOW_MS = 6 * 60 * 60 * 1000;

export async function setStar(
  deps: LibraryDeps,
  viewer: Actor | null,
  contentId: number,
  enabled: boolean,
): Promise<{ starred: '0' | '1'; nbstars: number }> {
  ensureCanContribute(viewer);
  await findVisibleContent(deps, viewer, contentId);
  const nbstars = await repo.setStar(deps.db, {
    userId: viewer.id,
    contentId,
    enabled,
    now: deps.clock.now(),
  });
  // Removed meanwhile: 404, as just before.
  if (nbstars === undefined) throw notFound();
  return { starred: enabled ? '1' : '0', nbstars };
}

/**
 * Counts a view or a download by anyone, at most once per visitor (the
 * account when logged in, otherwise the address) per content in six hours.
 */
export async function countHit(
  deps: LibraryDeps,
  viewer: Actor | null,
  address: string,
  contentId: number,
  kind: repo.HitKind,
): Promise<{ count: number }> {
  await findVisibleContent(deps, viewer, contentId);
  const visitor = viewer ? `user:${viewer.id}` : `ip:${address}`;
  const count = await repo.countHit(deps.db, {
    contentId,
    kind,
    visitor,
    now: deps.clock.now(),
    windowMs: HIT_WINDOW_MS,
  });
  if (count === undefined) throw notFound();
  return { count };
}
