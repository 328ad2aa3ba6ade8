import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/shared/api-client';
import type { HydrationState } from 'react-router';
import type { SiteLanguage } from '@millenaire/contracts/common';
import { PAGE_STATE_ELEMENT_ID } from './start-on-intent';

export interface PageState {
  /** The language the server rendered in: the browser starts in the same one. */
  language: SiteLanguage;
  /** Rendered for a visitor holding the session cookie: personal parts are placeholders. */
  sessionPending: boolean;
  /** The answers the page was rendered from, so the browser asks for none of them again. */
  queries: DehydratedState;
  /** The router's state after the server's loaders. */
  router: HydrationState;
}

/** The state of a server-rendered page, or null when the server sent the app's shell. */
export function readPageState(): PageState | null {
  const element = document.getElementById(PAGE_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PageState;
  } catch {
    return null;
  }
}

/** A failed call as it travels in the page: what ApiError holds, as plain data. */
interface SentError {
  status: number;
  message: string;
  field?: string;
}

/**
 * The answers a page was rendered from, and the calls that failed (an unknown
 * culture's 404): the browser's first render then shows the same message as
 * the server's HTML instead of a loading state.
 */
export function pageQueries(client: QueryClient): DehydratedState {
  const state = dehydrate(client, {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' || query.state.status === 'error',
    shouldRedactErrors: () => false,
  });
  for (const query of state.queries) {
    const error = query.state.error;
    if (error === null || error === undefined) continue;
    const sent: SentError =
      error instanceof ApiError
        ? { status: error.status, message: error.message, field: error.field }
        : { status: 0, message: 'UNKNOWN_ERROR' };
    (query.state as { error: unknown }).error = sent;
  }
  return state;
}

/** The page's answers with their failures made ApiErrors again, ready for `hydrate`. */
export function revivedQueries(state: DehydratedState): DehydratedState {
  for (const query of state.queries) {
    const sent = query.state.error as SentError | null | undefined;
    if (sent === null || sent === undefined) continue;
    (query.state as { error: unknown }).error = new ApiError(sent.status, sent.message, sent.field);
  }
  return state;
}
