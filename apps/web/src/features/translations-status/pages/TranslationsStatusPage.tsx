import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLanguages } from '@/shared/api/get-languages';
import { PageTitle } from '@/shared/ui/PageTitle';
import { QueryState } from '@/shared/ui/QueryState';
import { NS } from '../i18n';
import { StatusTable, StatusTableSkeleton } from '../components/StatusTable';

export function TranslationsStatusPage() {
  const { t } = useTranslation(NS);
  const query = useLanguages();
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
