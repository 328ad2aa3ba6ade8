import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { groupByGameVersion, type VersionItem } from '@millenaire/contracts/versions';
import { PageTitle } from '@/shared/ui/PageTitle';
import { QueryState } from '@/shared/ui/QueryState';
import { NS } from '../i18n';
import { useVersions } from '../api/get-versions';
import { VersionGroup, VersionGroupsSkeleton } from '../components/VersionGroup';

function VersionGroups({ versions }: { versions: VersionItem[] }) {
  const { t } = useTranslation(NS);
  if (versions.length === 0) return <Text c="dimmed">{t('empty')}</Text>;
  return groupByGameVersion(versions).map((group, index) => (
    <VersionGroup
      key={`${group.mcversion}-${index}`}
      mcversion={group.mcversion}
      versions={group.versions}
      initiallyOpen={index === 0}
    />
  ));
}

export function HistoryPage() {
  const { t } = useTranslation(NS);
  const query = useVersions();
  return (
    <>
      <PageTitle area="home" item={t('pages.history')} />
      <QueryState query={query} skeleton={<VersionGroupsSkeleton />}>
        {(versions) => <VersionGroups versions={versions} />}
      </QueryState>
    </>
  );
}
