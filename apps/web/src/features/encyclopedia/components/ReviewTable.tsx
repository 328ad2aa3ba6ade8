import { useState, type ReactNode } from 'react';
import { ActionIcon, Button, Select, Skeleton, TextInput } from '@mantine/core';
import { Paper } from '@/shared/ui/Paper';
import { Group, Stack } from '@/shared/ui/Group';
import { Text } from '@/shared/ui/Text';
import { Columns } from '@/shared/ui/Columns';
import { Table } from '@/shared/ui/Table';
import { IconLock, IconPencil, IconRefresh } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n';
import { ENTRY_TYPES, entryEditPath, type CultureRecord } from '@millenaire/contracts/encyclopedia';
import { canReviewEncyclopedia } from '@millenaire/contracts/rules';
import { useViewer } from '@/shared/auth/viewer';
import { PageTitle } from '@/shared/ui/PageTitle';
import panel from '@/shared/ui/Panel.module.css';
import { NS } from '../i18n';

// The administrators' tables of new descriptions and new pictures share these.

/** The page's title, then its content for administrators or the 'administrators only' panel. */
export function AdminsOnly({ title, children }: { title: string; children: () => ReactNode }) {
  const { t } = useTranslation(NS);
  const allowed = canReviewEncyclopedia(useViewer());
  return (
    <>
      <PageTitle area="encyclopedia" item={title} />
      {allowed ? (
        children()
      ) : (
        <Paper className={panel.panel} withBorder role="alert">
          <IconLock size={30} aria-hidden />
          <Text className={panel.text}>{t('review.adminsOnly')}</Text>
        </Paper>
      )}
    </>
  );
}

interface Filters {
  culture: string | null;
  type: string | null;
  entry: string;
  author: string;
}

const NO_FILTER: Filters = { culture: null, type: null, entry: '', author: '' };

function matches(
  row: {
    culture: string;
    type: string;
    itemkey: string;
    label: string | null;
    author: string | null;
  },
  f: Filters,
) {
  const has = (text: string | null, part: string) =>
    (text ?? '').toLowerCase().includes(part.trim().toLowerCase());
  return (
    (f.culture === null || row.culture === f.culture) &&
    (f.type === null || row.type === f.type) &&
    (has(row.label, f.entry) || has(row.itemkey, f.entry)) &&
    has(row.author, f.author)
  );
}

/** Column filters above a table, with the refresh button and the count shown. */
function FilterBar({
  filters,
  setFilters,
  cultures,
  shown,
  total,
  onRefresh,
  refreshing,
}: {
  filters: Filters;
  setFilters: (f: Filters) => void;
  cultures: CultureRecord[];
  shown: number;
  total: number;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  const { t } = useTranslation(NS);
  return (
    <Stack gap="sm">
      <Columns cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <Select
          label={t('review.culture')}
          placeholder={t('review.allCultures')}
          clearable
          value={filters.culture}
          onChange={(culture) => setFilters({ ...filters, culture })}
          data={cultures.map((c) => ({ value: c.itemkey, label: c.label }))}
        />
        <Select
          label={t('review.type')}
          placeholder={t('review.allTypes')}
          clearable
          value={filters.type}
          onChange={(type) => setFilters({ ...filters, type })}
          data={ENTRY_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) }))}
        />
        <TextInput
          label={t('review.filterEntry')}
          value={filters.entry}
          onChange={(e) => setFilters({ ...filters, entry: e.currentTarget.value })}
        />
        <TextInput
          label={t('review.filterAuthor')}
          value={filters.author}
          onChange={(e) => setFilters({ ...filters, author: e.currentTarget.value })}
        />
      </Columns>
      <Group justify="space-between">
        <Button
          variant="default"
          loading={refreshing}
          onClick={onRefresh}
          leftSection={<IconRefresh size={16} aria-hidden />}
        >
          {t('review.refresh')}
        </Button>
        <Text size="sm" c="dimmed" role="status">
          {t('review.count', { shown, total })}
        </Text>
      </Group>
    </Stack>
  );
}

export function EditLink({
  row,
}: {
  row: { culture: string; type: string; itemkey: string; label: string | null };
}) {
  const { t } = useTranslation(NS);
  return (
    <ActionIcon
      component={Link}
      to={entryEditPath(row.culture, row.type, row.itemkey)}
      variant="light"
      aria-label={t('review.editOf', { label: row.label ?? row.itemkey })}
    >
      <IconPencil size={16} aria-hidden />
    </ActionIcon>
  );
}

/** Text of a description for a table cell: its words, without markup. */
export function plainText(html: string): string {
  const spaced = html.replace(/<\/(p|h[1-6]|li|blockquote|pre)>|<br\s*\/?>/gi, '$& ');
  return new DOMParser().parseFromString(spaced, 'text/html').body.textContent ?? '';
}

export function TableSkeleton() {
  return (
    <Stack gap="sm">
      <Skeleton height={60} />
      {Array.from({ length: 10 }, (_, i) => (
        <Skeleton key={i} height={40} />
      ))}
    </Stack>
  );
}

export function ReviewTable<
  T extends {
    culture: string;
    type: string;
    itemkey: string;
    label: string | null;
    author: string | null;
  },
>({
  query,
  cultures,
  intro,
  label,
  head,
  row,
  rows,
}: {
  query: UseQueryResult<unknown>;
  cultures: CultureRecord[];
  intro: string;
  /** Names the table's scrolling region. */
  label: string;
  head: ReactNode;
  row: (item: T, index: number) => ReactNode;
  rows: T[];
}) {
  const { t } = useTranslation(NS);
  const [filters, setFilters] = useState(NO_FILTER);
  const shown = rows.filter((r) => matches(r, filters));
  return (
    <Stack gap="md">
      <Text c="dimmed">{intro}</Text>
      <FilterBar
        filters={filters}
        setFilters={setFilters}
        cultures={cultures}
        shown={shown.length}
        total={rows.length}
        refreshing={query.isFetching}
        onRefresh={() => void query.refetch()}
      />
      {/* Scrolled sideways on narrow screens, by keyboard too. */}
      <Table.ScrollContainer minWidth={720} tabIndex={0} role="region" aria-label={label}>
        <Table striped highlightOnHover>
          <Table.Thead>{head}</Table.Thead>
          <Table.Tbody>{shown.map(row)}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {shown.length === 0 && <Text c="dimmed">{t('review.noneMatch')}</Text>}
    </Stack>
  );
}
