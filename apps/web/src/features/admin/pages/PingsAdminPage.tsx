import { Paper } from '@/shared/ui/Paper';
import { Group } from '@/shared/ui/Group';
import { Text, Title } from '@/shared/ui/Text';
import { Columns } from '@/shared/ui/Columns';
import { Table } from '@/shared/ui/Table';
import { useTranslation } from '@/shared/i18n';
import type { PingStats } from '@millenaire/contracts/advancements';
import type { SiteLanguage } from '@millenaire/contracts/common';
import { formatDate } from '@/shared/format-date';
import { formatPercent } from '@/shared/format-number';
import { useSiteLanguage } from '@/shared/i18n';
import { QueryState } from '@/shared/ui/QueryState';
import { NS } from '../i18n';
import { usePingStats } from '../api/get-ping-stats';
import { AdminOnly } from '../components/AdminOnly';

interface CountRow {
  key: string;
  count: number;
}

function share(count: number, total: number, language: SiteLanguage): string {
  return total > 0 ? formatPercent((count / total) * 100, language, 1) : '–';
}

function CountTable({
  title,
  head,
  rows,
  total,
  label,
}: {
  title: string;
  head: string;
  rows: CountRow[];
  total: number;
  label?: (key: string) => string;
}) {
  const { t } = useTranslation(NS);
  const language = useSiteLanguage();
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed">{t('pings.none')}</Text>
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{head}</Table.Th>
              <Table.Th style={{ textAlign: 'right' }}>{t('pings.installations')}</Table.Th>
              <Table.Th style={{ textAlign: 'right' }}>{t('pings.share')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Td>{label ? label(row.key) : row.key || '–'}</Table.Td>
                <Table.Td style={{ textAlign: 'right' }}>{row.count}</Table.Td>
                <Table.Td style={{ textAlign: 'right' }}>
                  {share(row.count, total, language)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
    </Paper>
  );
}

const MODES = ['s', 'c', 'l'] as const;
function isMode(key: string): key is (typeof MODES)[number] {
  return (MODES as readonly string[]).includes(key);
}

function Stats({ stats }: { stats: PingStats }) {
  const { t } = useTranslation(NS);
  const modeLabel = (key: string) => (isMode(key) ? t(`pings.modes.${key}`) : key);
  return (
    <>
      <Columns cols={{ base: 1, xs: 3 }} style={{ marginBottom: 'var(--mantine-spacing-md)' }}>
        <Figure label={t('pings.installations')} value={String(stats.installations)} />
        <Figure label={t('pings.rejected')} value={String(stats.rejected)} />
        <Figure
          label={t('pings.lastPing')}
          value={stats.lastPing ? formatDate(stats.lastPing) : t('pings.never')}
        />
      </Columns>
      <Columns cols={{ base: 1, md: 3 }}>
        <CountTable
          title={t('pings.byVersion')}
          head={t('pings.version')}
          rows={stats.byVersion}
          total={stats.installations}
        />
        <CountTable
          title={t('pings.byLanguage')}
          head={t('pings.language')}
          rows={stats.byLanguage}
          total={stats.installations}
        />
        <CountTable
          title={t('pings.byMode')}
          head={t('pings.mode')}
          rows={stats.byMode}
          total={stats.installations}
          label={modeLabel}
        />
      </Columns>
      <Group mt="sm">
        <Text size="sm" c="dimmed">
          {t('pings.note')}
        </Text>
      </Group>
    </>
  );
}

function PingStatistics() {
  const query = usePingStats();
  return <QueryState query={query}>{(stats) => <Stats stats={stats} />}</QueryState>;
}

/** What the mod's statistics pings tell: installations per version, language and mode. */
export function PingsAdminPage() {
  const { t } = useTranslation(NS);
  return <AdminOnly title={t('pages.pings')}>{() => <PingStatistics />}</AdminOnly>;
}
