import { parseId } from '@millenaire/contracts/common';
import type { LibraryDeps } from '../deps.ts';
import { findContentRow } from '../repository.ts';

/**
 * Whether a content's public page exists: one the site shows to everyone,
 * so confirmed. A content waiting for confirmation is 404 here even for its
 * author, whose browser still shows it: the status is the same for every
 * visitor, as the page's HTML will be once rendered on the server.
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
