import { Skeleton } from '@mantine/core';
import { Stack } from '@/shared/ui/Group';

/** The count line and a page of rows, while the first page loads. */
export function UserListSkeleton() {
  return (
    <Stack gap="sm" aria-hidden>
      <Skeleton height={14} width={90} />
      {Array.from({ length: 8 }, (_, index) => (
        <Skeleton key={index} height={56} />
      ))}
    </Stack>
  );
}
