import type { ReactNode } from 'react';
import { Alert, Center, Loader, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { messageText } from '../api-client';

export function Loading() {
  const { t } = useTranslation();
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Loader size="sm" mr="sm" aria-hidden />
      <Text c="dimmed">{t('state.loading')}</Text>
    </Center>
  );
}

/** The spec's full-width failure line: 'Error: ' and the message. */
export function LoadError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const raw = error instanceof Error ? error.message : String(error);
  return (
    <Alert color="red" variant="light" w="100%" role="alert">
      {t('state.error', { message: messageText(raw) })}
    </Alert>
  );
}

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}

/** Loading, then the failure line or the content. */
export function QueryState<T>({ query, children }: QueryStateProps<T>) {
  if (query.isPending) return <Loading />;
  if (query.isError) return <LoadError error={query.error} />;
  return <>{children(query.data)}</>;
}
