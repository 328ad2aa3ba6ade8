import { Anchor } from '@mantine/core';
import { Stack } from '@/shared/ui/Group';
import { Text } from '@/shared/ui/Text';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n';
import { languagesQuery, useLanguages } from '@/shared/api/get-languages';
import { useHead } from '@/shared/head';
import { prefetchAll, type PageLoad } from '@/shared/page-data';
import { PageTitle } from '@/shared/ui/PageTitle';
import { QueryState } from '@/shared/ui/QueryState';
import { NS } from '../i18n';
import { StatusTable, StatusTableSkeleton } from '../components/StatusTable';

export function TranslationsStatusPage() {
  const { t } = useTranslation([NS, 'translation']);
  const query = useLanguages();
  useHead({
    description: t('intro'),
    breadcrumbs: [
      { name: t('translation:menu.home'), path: '/' },
      { name: t('pages.translations'), path: '/translations' },
    ],
  });
  return (
    <Stack gap="md">
      <div>
        <PageTitle area="home" item={t('pages.translations')} />
        <Text>{t('intro')}</Text>
        <Anchor component={Link} to="/translationcentre" fw={600}>
          {t('help')}
        </Anchor>
      </div>
      <QueryState query={query} skeleton={<StatusTableSkeleton />}>
        {(items) => <StatusTable items={items} />}
      </QueryState>
    </Stack>
  );
}

/** The mod's languages with their completion, named in the site language. */
export const loadTranslationsStatusPage: PageLoad = ({ language, client }) =>
  prefetchAll(client, [languagesQuery(language)]);
