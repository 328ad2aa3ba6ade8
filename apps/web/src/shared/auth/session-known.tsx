import { createContext, useContext } from 'react';
import { Box, type BoxProps } from '@mantine/core';
import { useHydrated } from '../hydrated';

const SessionPendingContext = createContext(false);

/**
 * Says that the page is drawn for a visitor holding the session cookie while
 * the session is not read yet: by the server (which renders pages as anyone
 * sees them) and by the browser while it hydrates what the server sent.
 */
export const SessionPendingProvider = SessionPendingContext.Provider;

/**
 * Whether the parts of a page that depend on the session may be drawn. A
 * member must never see logged-out texts ("Account", "Log in to star this
 * content"), so on a page rendered for someone holding the session cookie
 * they start as placeholders of their size, until the browser has hydrated
 * the page and reads the session. A visitor without the cookie (and a
 * crawler) gets the logged-out texts at once, from the server.
 */
export function useSessionKnown(): boolean {
  const pending = useContext(SessionPendingContext);
  const hydrated = useHydrated();
  return hydrated || !pending;
}

/** Empty reserved space for a personal part while the session is not known. */
export function SessionPlaceholder({ h = 36, w = 120, ...rest }: BoxProps) {
  return <Box aria-hidden h={h} w={w} {...rest} />;
}
