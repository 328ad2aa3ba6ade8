import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import type { SiteLanguage } from '@millenaire/contracts/common';

/** The JSON data block a server-rendered page carries for the browser to take over. */
export const PAGE_STATE_ELEMENT_ID = 'page-state';

export interface PageState {
  /** The language the server rendered in: the browser starts in the same one. */
  language: SiteLanguage;
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
