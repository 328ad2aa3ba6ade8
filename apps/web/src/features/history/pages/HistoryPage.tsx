import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { groupByGameVersion, type VersionItem } from '@millenaire/contracts';
import { PageTitle } from '@/shared/ui/PageTitle';
import { QueryState } from '@/shared/ui/QueryState';
import { useVersions } from '../api/get-versions';
import { VersionGroup } from '../components/VersionGroup';

function VersionGroups({ versions }: { versions: VersionItem[] }) {
  const { t } = useTranslation();
  if (versions.length === 0) return <Text c="dimmed">{t('history.empty')}</Text>;
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
  const { t } = useTranslation();
  const query = useVersions();
  return (
    <>
      <PageTitle area="home" item={t('pages.history')} />
      <QueryState query={query}>{(versions) => <VersionGroups versions={versions} />}</QueryState>
    </>
  );
}
