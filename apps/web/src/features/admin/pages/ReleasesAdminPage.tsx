import { Badge } from '@mantine/core';
import { Group } from '@/shared/ui/Group';
import { Text } from '@/shared/ui/Text';
import { Table } from '@/shared/ui/Table';
import { useTranslation } from '@/shared/i18n';
import type { VersionAdmin } from '@millenaire/contracts/versions';
import { formatDate } from '@/shared/format-date';
import { QueryState } from '@/shared/ui/QueryState';
import { NS } from '../i18n';
import { useDeleteRelease } from '../api/delete-release';
import { useReleases } from '../api/get-releases';
import { AdminOnly } from '../components/AdminOnly';
import { AdminTable } from '../components/AdminTable';
import { ReleaseForm } from '../components/ReleaseForm';
import classes from '../components/Admin.module.css';

function ReleasesTable({ releases }: { releases: VersionAdmin[] }) {
  const { t } = useTranslation(NS);
  return (
    <AdminTable
      items={releases}
      head={
        <>
          <Table.Th>{t('releases.fields.version')}</Table.Th>
          <Table.Th className={classes.wideOnly}>{t('releases.fields.mcversion')}</Table.Th>
          <Table.Th>{t('releases.fields.date')}</Table.Th>
        </>
      }
      cells={(release) => (
        <>
          <Table.Td>
            <Group gap={6}>
              <Text fw={700}>{release.version}</Text>
              {release.current === '1' && (
                <Badge color="green" autoContrast>
                  {t('releases.current')}
                </Badge>
              )}
              {release.devversion === '1' && <Badge color="grape">{t('releases.dev')}</Badge>}
            </Group>
            <Text size="sm" c="dimmed">
              {release.title_en}
            </Text>
          </Table.Td>
          <Table.Td className={classes.wideOnly}>{release.mcversion}</Table.Td>
          <Table.Td>{formatDate(release.date)}</Table.Td>
        </>
      )}
      texts={{
        add: t('releases.new'),
        empty: t('releases.empty'),
        edit: (release) => t('releases.editLabel', { version: release.version }),
        remove: (release) => t('releases.deleteLabel', { version: release.version }),
        name: (release) => `Millénaire ${release.version}`,
        removed: (release) => t('releases.deleted', { version: release.version }),
      }}
      form={(release, done) => <ReleaseForm release={release} onDone={done} />}
      useRemove={useDeleteRelease}
    />
  );
}

function ReleasesAdministration() {
  const releases = useReleases();
  return <QueryState query={releases}>{(list) => <ReleasesTable releases={list} />}</QueryState>;
}

/** The releases the history and the mod's version check announce. */
export function ReleasesAdminPage() {
  const { t } = useTranslation(NS);
  return <AdminOnly title={t('pages.releases')}>{() => <ReleasesAdministration />}</AdminOnly>;
}
