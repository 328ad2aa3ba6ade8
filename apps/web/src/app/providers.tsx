import './mantine-styles';
import '@mantine/notifications/styles.css';
import './global.css';
import { lazy, Suspense, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { SessionPendingProvider } from '@/shared/auth/session-known';
import { queryClient } from '@/shared/query-client';
import { useOnce } from '@/shared/use-once';
import { theme } from '@/shared/theme';

const NotificationsShown = lazy(() =>
  import('./notifications-shown').then((m) => ({ default: m.NotificationsShown })),
);

/**
 * The messages' code (their transitions and layout) loads with the first
 * message shown, not with every page: most visits never show one.
 */
function SiteNotifications() {
  const { notifications, queue } = useNotifications();
  if (!useOnce(notifications.length + queue.length > 0)) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsShown />
    </Suspense>
  );
}

interface AppProvidersProps {
  children: ReactNode;
  /** 'test' turns off Mantine's transitions and portals. */
  env?: 'default' | 'test';
  /** The server renderer's client for one page; the browser's own by default. */
  client?: QueryClient;
  /** The page is drawn for a visitor holding the session cookie, the session not read yet. */
  sessionPending?: boolean;
}

export function AppProviders({
  children,
  env = 'default',
  client = queryClient,
  sessionPending = false,
}: AppProvidersProps) {
  return (
    <QueryClientProvider client={client}>
      {/* The theme's CSS variables and classes are in the stylesheet (build/theme-css.ts). */}
      <MantineProvider
        theme={theme}
        withCssVariables={false}
        withGlobalClasses={false}
        forceColorScheme="light"
        env={env}
      >
        <SiteNotifications />
        <SessionPendingProvider value={sessionPending}>{children}</SessionPendingProvider>
      </MantineProvider>
    </QueryClientProvider>
  );
}
