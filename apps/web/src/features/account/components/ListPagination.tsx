import { Pagination } from '@mantine/core';
import { Group } from '@/shared/ui/Group';
import { useTranslation } from '@/shared/i18n';
import { NS } from '../i18n';

interface ListPaginationProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Page numbers with names for screen readers (Mantine's arrows have none of their own). */
export function ListPagination({ page, pages, onPage }: ListPaginationProps) {
  const { t } = useTranslation(NS);
  return (
    <Group justify="center" component="nav" aria-label={t('admin.pages')}>
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onPage}
        siblings={1}
        boundaries={1}
        getItemProps={(item) => ({ 'aria-label': t('admin.page', { page: item }) })}
        getControlProps={(control) =>
          control === 'previous' || control === 'next'
            ? { 'aria-label': t(`admin.${control}Page`) }
            : {}
        }
      />
    </Group>
  );
}
