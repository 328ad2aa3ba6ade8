import type { FastifyRequest } from 'fastify';
import { PAGE_ROUTES, type PageRoute } from '@millenaire/contracts/routes';
import { sentToken, type Actor } from '../http/auth.ts';

/** What a page's address names: its path parameters and the query it reads. */
export interface PageAddress {
  params: Readonly<Record<string, string>>;
  query: Readonly<Record<string, string | undefined>>;
}

/**
 * How the area that owns a page's data answers whether what its address
 * names exists, so a crawler or a shared link to something unknown gets a
 * 404 (the browser still gets the app, which shows its own not-found page).
 *
 * `seenBy` says whether a signed-in member may see what is not public (an
 * author's own content waiting for confirmation): their page answers 200
 * with the app, which draws it with the session, instead of the 404 anyone
 * else gets.
 */
export interface PageCheck {
  exists(address: PageAddress): Promise<boolean>;
  seenBy?(address: PageAddress, viewer: Actor): Promise<boolean>;
}

/** The checks an area declares, by page (one of the contracts' PAGES). */
export type PageChecks = Partial<Record<PageRoute, PageCheck>>;

/**
 * The areas' checks as one table. A page whose path names data (a
 * parameter) must have exactly one, and a fixed page may have one (the
 * download page reads its file from the query): a page left unchecked
 * would answer 200 for anything, so the site refuses to start.
 */
export function pageChecks(declared: readonly PageChecks[]): PageChecks {
  const checks: PageChecks = {};
  for (const part of declared) {
    for (const [route, check] of Object.entries(part) as [PageRoute, PageCheck][]) {
      if (checks[route]) throw new Error(`page ${route}: checked by two areas`);
      checks[route] = check;
    }
  }
  const unchecked = PAGE_ROUTES.filter((route) => route.includes(':') && !checks[route]);
  if (unchecked.length > 0) {
    throw new Error(`pages naming data without an area's check: ${unchecked.join(', ')}`);
  }
  return checks;
}

/**
 * Whether what a page's address names exists (200), exists for its viewer
 * alone (200, `personal`: the browser draws it with the session), or not (404).
 */
export interface PageVerdict {
  status: 200 | 404;
  personal: boolean;
}

export const FOUND: PageVerdict = { status: 200, personal: false };
export const MISSING: PageVerdict = { status: 404, personal: false };

/** Asked only when no current render answers: a cached page is dropped by the writes its data came from. */
export type Verdict = () => Promise<PageVerdict>;

/** Asks the page's check about the request's address (and its viewer, for what is not public). */
export async function verdictOf(request: FastifyRequest, check: PageCheck): Promise<PageVerdict> {
  const address = { params: request.params as PageAddress['params'], query: queryStrings(request) };
  if (await check.exists(address)) return FOUND;
  if (check.seenBy && sentToken(request)) {
    const viewer = await request.actor();
    if (viewer && (await check.seenBy(address, viewer))) return { status: 200, personal: true };
  }
  return MISSING;
}

/** The query's values as text (a repeated parameter counts once, as the page reads it). */
function queryStrings(request: FastifyRequest): PageAddress['query'] {
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries((request.query ?? {}) as Record<string, unknown>)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') query[name] = first;
  }
  return query;
}
