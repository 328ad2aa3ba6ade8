import { parseId } from '@millenaire/contracts/common';
import type { Actor } from '../../../platform/http/auth.ts';
import type { LibraryDeps } from '../deps.ts';
import { visibleContentRow } from '../access.ts';
import { findContentRow } from '../repository.ts';

/**
 * Whether a content's public page exists: one the site shows to everyone,
 * so confirmed. A content waiting for confirmation is 404 here; its author
 * and the administrators see it (`contentSeenBy`).
 */
export async function publicContentExists({ db }: LibraryDeps, param: string): Promise<boolean> {
  const id = parseId(param);
  const row = id === null ? undefined : await findContentRow(db, id);
  return row?.confirmed === 1;
}

/** Whether a content exists at all: its editing pages are its author's before confirmation. */
export async function contentExists({ db }: LibraryDeps, param: string): Promise<boolean> {
  const id = parseId(param);
  return id !== null && (await findContentRow(db, id)) !== undefined;
}

/** Whether the viewer may see a content the public may not: their own, or any to an administrator. */
export async function contentSeenBy(
  deps: LibraryDeps,
  param: string,
  viewer: Actor,
): Promise<boolean> {
  const id = parseId(param);
  return id !== null && (await visibleContentRow(deps, viewer, id)) !== undefined;
}
