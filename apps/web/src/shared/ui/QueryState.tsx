import type { ReactNode } from 'react';
import { Alert, Button, Loader, Skeleton } from '@mantine/core';
import { Group, Stack } from '@/shared/ui/Group';
import { Text } from '@/shared/ui/Text';
import { IconRefresh } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n';
import { messageText } from '../api-client';

/** Grey blocks standing in for text lines, for a loading state of unknown content. */
export function SkeletonLines({ lines = 4 }: { lines?: number }) {
  return (
    <Stack gap="sm" aria-hidden>
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} height={14} width={index === lines - 1 ? '60%' : '100%'} />
      ))}
    </Stack>
  );
}

interface LoadingProps {
  /**
   * A skeleton of the size of what is loading, so nothing moves when it
   * arrives; a few text lines when not given.
   */
  children?: ReactNode;
}

/** The spec's 'Loading...', over a skeleton of what is coming. */
export function Loading({ children }: LoadingProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" role="status" aria-live="polite" aria-busy>
      <Group gap="xs">
        <Loader size="xs" aria-hidden />
        <Text size="sm" c="dimmed">
          {t('state.loading')}
        </Text>
      </Group>
      {children ?? <SkeletonLines />}
    </Stack>
  );
}

/** While a page's code loads: the title's place, then text lines. */
export function PageSkeleton() {
  return (
    <Loading>
      <Skeleton height={38} width="55%" mb="sm" aria-hidden />
      <SkeletonLines lines={6} />
    </Loading>
  );
}

interface LoadErrorProps {
  error: unknown;
  /** Offers a Retry button that calls this. */
  onRetry?: () => void;
}

/** The spec's full-width failure line: 'Error: ' and the message, with Retry when possible. */
export function LoadError({ error, onRetry }: LoadErrorProps) {
  const { t } = useTranslation();
  const raw = error instanceof Error ? error.message : String(error);
  return (
    <Alert color="red" variant="light" w="100%" role="alert">
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="red.9">
          {t('state.error', { message: messageText(raw) })}
        </Text>
        {onRetry && (
          <Button
            size="compact-sm"
            variant="white"
            color="red.9"
            leftSection={<IconRefresh size={14} aria-hidden />}
            onClick={onRetry}
          >
            {t('state.retry')}
          </Button>
        )}
      </Group>
    </Alert>
  );
}

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  /** Drawn while loading, of the size of the content (see Loading). */
  skeleton?: ReactNode;
}

/** Loading, then the failure line with Retry, or the content. */
export function QueryState<T>({ query, children, skeleton }: QueryStateProps<T>) {
  if (query.isPending) return <Loading>{skeleton}</Loading>;
  if (query.isError) {
    // A retry on its way shows the loading state again, then its own outcome.
    if (query.isFetching) return <Loading>{skeleton}</Loading>;
    return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  return <>{children(query.data)}</>;
}
