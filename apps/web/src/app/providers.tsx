import './mantine-styles';
import '@mantine/notifications/styles.css';
import './global.css';
import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { SessionPendingProvider } from '@/shared/auth/session-known';
import { i18n } from '@/shared/i18n';
import { queryClient } from '@/shared/query-client';
import { cssVariablesResolver, theme } from '@/shared/theme';

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
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          forceColorScheme="light"
          env={env}
        >
          {/*
           * Bottom right, away from the header's menus (on phones they span the
           * bottom); under popovers (300), so an open menu stays above a message.
           */}
          <Notifications position="bottom-right" limit={4} zIndex={250} />
          <SessionPendingProvider value={sessionPending}>{children}</SessionPendingProvider>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
