import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HofItem } from '@millenaire/contracts/halloffame';
import { PageTitle } from '@/shared/ui/PageTitle';
import { QueryState } from '@/shared/ui/QueryState';
import { NS } from '../i18n';
import { useHallOfFame } from '../api/get-hall-of-fame';
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
  const { t } = useTranslation(NS);
  const query = useHallOfFame();
  return (
    <>
      <PageTitle area="home" item={t('pages.halloffame')} />
      <Text mb="md">{t('intro')}</Text>
      <QueryState query={query}>{(items) => <Gallery items={items} />}</QueryState>
    </>
  );
}
