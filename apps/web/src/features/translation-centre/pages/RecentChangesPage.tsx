import { useMemo, useState } from 'react';
import { Anchor } from '@mantine/core';
import { Group, Stack } from '@/shared/ui/Group';
import { Select } from '@/shared/ui/Select';
import { Table } from '@/shared/ui/Table';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n';
import type { RecentChange } from '@millenaire/contracts/translations';
import { formatDate } from '@/shared/format-date';
import { useHead } from '@/shared/head';
import { prefetchAll, type PageLoad } from '@/shared/page-data';
import { PageTitle } from '@/shared/ui/PageTitle';
import { QueryState } from '@/shared/ui/QueryState';
import { recentChangesQuery, useRecentChanges } from '../api/get-recent-changes';
import { NS } from '../i18n';
import { useReferenceLanguage } from '../preferences';

const ALL = '*';
const NONE = '-';

interface Filters {
  language: string;
  file: string;
  version: string;
  author: string;
  operation: string;
}

const START: Filters = { language: ALL, file: ALL, version: ALL, author: ALL, operation: ALL };

function matches(change: RecentChange, f: Filters): boolean {
  const is = (filter: string, value: string | null) =>
    filter === ALL || (filter === NONE ? value === null : value === filter);
  const operation = change.initialimport ? 'creation' : 'modification';
  return (
    is(f.language, change.language) &&
    is(f.file, change.filekey) &&
    is(f.version, change.version) &&
    is(f.author, change.author) &&
    (f.operation === ALL || f.operation === operation)
  );
}

const distinct = (values: (string | null)[]) =>
  [...new Set(values.filter((v): v is string => v !== null))].sort();

function ChangesTable({ changes }: { changes: RecentChange[] }) {
  const { t } = useTranslation(NS);
  const [reference] = useReferenceLanguage();
  const [filters, setFilters] = useState(START);
  const shown = useMemo(() => changes.filter((c) => matches(c, filters)), [changes, filters]);
  const select = (key: keyof Filters, label: string, data: { value: string; label: string }[]) => (
    <Select
      label={label}
      data={[{ value: ALL, label: t(`recent.allOf.${key}`) }, ...data]}
      value={filters[key]}
      onChange={(value) => setFilters((f) => ({ ...f, [key]: value }))}
      width={170}
    />
  );
  const options = (values: string[]) => values.map((v) => ({ value: v, label: v }));
  return (
    <Stack gap="sm">
      <Group gap="sm" align="end">
        {select(
          'language',
          t('recent.language'),
          options(distinct(changes.map((c) => c.language))),
        )}
        {select('file', t('recent.file'), options(distinct(changes.map((c) => c.filekey))))}
        {select('version', t('recent.version'), [
          { value: NONE, label: t('recent.noVersion') },
          ...options(distinct(changes.map((c) => c.version))),
        ])}
        {select('author', t('recent.author'), [
          { value: NONE, label: t('recent.noAuthor') },
          ...options(distinct(changes.map((c) => c.author))),
        ])}
        {select('operation', t('recent.operation'), [
          { value: 'creation', label: t('recent.creation') },
          { value: 'modification', label: t('recent.modification') },
        ])}
      </Group>
      <Table.ScrollContainer minWidth={640}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('recent.language')}</Table.Th>
              <Table.Th>{t('recent.file')}</Table.Th>
              <Table.Th>{t('recent.version')}</Table.Th>
              <Table.Th>{t('recent.author')}</Table.Th>
              <Table.Th>{t('recent.elements')}</Table.Th>
              <Table.Th>{t('recent.operation')}</Table.Th>
              <Table.Th>{t('recent.createdOn')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((c, i) => (
              <Table.Tr key={i}>
                <Table.Td>{c.language}</Table.Td>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={`/translationcentre/files/${c.filekey}/${reference}/${c.language}`}
                  >
                    {c.filekey}
                  </Anchor>
                </Table.Td>
                <Table.Td>{c.version ?? ''}</Table.Td>
                <Table.Td>{c.author ?? ''}</Table.Td>
                <Table.Td>{c.elementcount}</Table.Td>
                <Table.Td>
                  {c.initialimport ? t('recent.creation') : t('recent.modification')}
                </Table.Td>
                <Table.Td>{formatDate(c.createdon)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

export function RecentChangesPage() {
  const { t } = useTranslation([NS, 'translation']);
  const query = useRecentChanges();
  useHead({
    description: t('recent.description'),
    breadcrumbs: [
      { name: t('translation:menu.translationcentre'), path: '/translationcentre' },
      { name: t('pages.recentchanges'), path: '/translationcentre/recentchanges' },
    ],
  });
  return (
    <Stack gap="sm">
      <PageTitle area="translationcentre" item={t('recent.title')} />
      <QueryState query={query}>{(changes) => <ChangesTable changes={changes} />}</QueryState>
    </Stack>
  );
}

/** The last saves of every file. */
export const loadRecentChangesPage: PageLoad = ({ client }) =>
  prefetchAll(client, [recentChangesQuery()]);
