import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/shared/ui/PageTitle';
import { QueryState } from '@/shared/ui/QueryState';
import { useTranslationStatus } from '../api/get-translation-status';
import { StatusTable } from '../components/StatusTable';

export function TranslationsStatusPage() {
  const { t } = useTranslation();
  const query = useTranslationStatus();
  return (
    <Stack gap="md">
      <div>
        <PageTitle area="home" item={t('pages.translations')} />
        <Text>{t('translationsStatus.intro')}</Text>
        <Anchor component={Link} to="/translationcentre" fw={600}>
          {t('translationsStatus.help')}
        </Anchor>
      </div>
      <QueryState query={query}>{(items) => <StatusTable items={items} />}</QueryState>
    </Stack>
  );
}
