import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/shared/i18n';
import { queryClient } from '@/shared/query-client';
import { cssVariablesResolver, theme } from '@/shared/theme';

interface AppProvidersProps {
  children: ReactNode;
  /** 'test' turns off Mantine's transitions and portals. */
  env?: 'default' | 'test';
}

export function AppProviders({ children, env = 'default' }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
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
          {children}
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
