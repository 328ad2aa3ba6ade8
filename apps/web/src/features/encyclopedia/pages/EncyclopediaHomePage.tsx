import { Stack } from '@/shared/ui/Group';
import { Text, Title } from '@/shared/ui/Text';
import { useTranslation } from '@/shared/i18n';
import { firstSentence, useHead } from '@/shared/head';
import { prefetchAll, type PageLoad } from '@/shared/page-data';
import { PageTitle } from '@/shared/ui/PageTitle';
import { LoadError, Loading } from '@/shared/ui/QueryState';
import { NS } from '../i18n';
import { culturesQuery, useCultures } from '../api/get-cultures';
import { CultureCards } from '../components/CultureCards';
import { SearchBox } from '../components/SearchBox';
import { WorldMap } from '../components/WorldMap';
import classes from '../components/Entry.module.css';

export function EncyclopediaHomePage() {
  const { t } = useTranslation(NS);
  const cultures = useCultures();
  useHead({
    description: firstSentence(t('home.intro')),
    feed: { title: t('home.feed'), path: '/feeds/encyclopedia.atom' },
  });
  return (
    <>
      <PageTitle area="encyclopedia" />
      <Stack gap="lg">
        <Text maw={760} className={classes.intro}>
          {t('home.intro')}
        </Text>
        <SearchBox />
        <section aria-labelledby="world-map">
          <Title order={2} id="world-map" size="h3" mb={4}>
            {t('home.mapTitle')}
          </Title>
          <Text c="dimmed" size="sm" mb="xs">
            {t('home.mapHint')}
          </Text>
          <WorldMap cultures={cultures.data ?? []} />
        </section>
        <section aria-labelledby="cultures">
          <Title order={2} id="cultures" size="h3" mb="sm">
            {t('home.culturesTitle')}
          </Title>
          {cultures.isPending && (
            <div className={classes.loadingCards}>
              <Loading />
            </div>
          )}
          {cultures.isError && <LoadError error={cultures.error} />}
          {cultures.isSuccess && cultures.data.length === 0 && (
            <Text c="dimmed">{t('home.empty')}</Text>
          )}
          {cultures.isSuccess && <CultureCards cultures={cultures.data} />}
        </section>
      </Stack>
    </>
  );
}

/** The cultures (map and cards); the search box loads its index when focused. */
export const loadEncyclopediaHomePage: PageLoad = ({ language, client }) =>
  prefetchAll(client, [culturesQuery(language)]);
