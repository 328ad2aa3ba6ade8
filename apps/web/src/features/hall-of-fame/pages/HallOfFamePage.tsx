import { Text } from '@/shared/ui/Text';
import { useTranslation } from '@/shared/i18n';
import type { HofItem } from '@millenaire/contracts/halloffame';
import { firstSentence, useHead } from '@/shared/head';
import { prefetchAll, type PageLoad } from '@/shared/page-data';
import { PageTitle } from '@/shared/ui/PageTitle';
import { QueryState } from '@/shared/ui/QueryState';
import { NS } from '../i18n';
import { hallOfFameQuery, useHallOfFame } from '../api/get-hall-of-fame';
import { HofCard } from '../components/HofCard';
import classes from '../components/HallOfFame.module.css';

function Gallery({ items }: { items: HofItem[] }) {
  const { t } = useTranslation(NS);
  if (items.length === 0) return <Text c="dimmed">{t('empty')}</Text>;
  return (
    <div className={classes.grid} role="list" aria-label={t('listLabel')}>
      {items.map((item, index) => (
        <HofCard key={`${item.avatar}-${index}`} item={item} />
      ))}
    </div>
  );
}

export function HallOfFamePage() {
  const { t } = useTranslation([NS, 'translation']);
  const query = useHallOfFame();
  useHead({
    description: firstSentence(t('intro')),
    breadcrumbs: [
      { name: t('translation:menu.home'), path: '/' },
      { name: t('pages.halloffame'), path: '/halloffame' },
    ],
  });
  return (
    <>
      <PageTitle area="home" item={t('pages.halloffame')} />
      <Text mb="md">{t('intro')}</Text>
      <QueryState query={query}>{(items) => <Gallery items={items} />}</QueryState>
    </>
  );
}

/** The hall of fame's entries, in the site language. */
export const loadHallOfFamePage: PageLoad = ({ language, client }) =>
  prefetchAll(client, [hallOfFameQuery(language)]);
