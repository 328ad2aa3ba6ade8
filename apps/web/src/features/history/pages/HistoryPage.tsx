import { Text } from '@/shared/ui/Text';
import { useTranslation } from '@/shared/i18n';
import { groupByGameVersion, type VersionItem } from '@millenaire/contracts/versions';
import { useHead } from '@/shared/head';
import { prefetchAll, type PageLoad } from '@/shared/page-data';
import { PageTitle } from '@/shared/ui/PageTitle';
import { QueryState } from '@/shared/ui/QueryState';
import { NS } from '../i18n';
import { useVersions, versionsQuery } from '../api/get-versions';
import { VersionGroup, VersionGroupsSkeleton } from '../components/VersionGroup';
import { StaticPart } from '@/shared/ui/StaticPart';

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
  const { t } = useTranslation([NS, 'translation']);
  const query = useVersions();
  const latest = query.data?.[0];
  useHead({
    description: latest
      ? t('descriptionLatest', { version: latest.version, mcversion: latest.mcversion })
      : t('description'),
    breadcrumbs: [
      { name: t('translation:menu.home'), path: '/' },
      { name: t('pages.history'), path: '/history' },
    ],
    feed: { title: t('feed'), path: '/feeds/releases.atom' },
  });
  return (
    <>
      <PageTitle area="home" item={t('pages.history')} />
      <QueryState query={query} skeleton={<VersionGroupsSkeleton />}>
        {(versions) => (
          // Notes and download links; the groups open as native <details>, without React.
          <StaticPart of={versions}>
            <VersionGroups versions={versions} />
          </StaticPart>
        )}
      </QueryState>
    </>
  );
}

/** Every release, as the list shows them. */
export const loadHistoryPage: PageLoad = ({ language, client }) =>
  prefetchAll(client, [versionsQuery(language)]);
