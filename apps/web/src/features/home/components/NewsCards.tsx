import { Card } from '@/shared/ui/Paper';
import { Stack } from '@/shared/ui/Group';
import { Text, Title } from '@/shared/ui/Text';
import { Columns } from '@/shared/ui/Columns';
import { useTranslation } from '@/shared/i18n';
import { NS } from '../i18n';

/** The release 8.0 and Indian refresh announcement, and the website redesign notice. */
export function NewsCards() {
  const { t } = useTranslation(NS);
  return (
    <Columns cols={{ base: 1, md: 2 }} spacing="lg">
      <Card withBorder padding="lg" component="section">
        <Title order={2} size="h3" mb="xs">
          {t('release8.title')}
        </Title>
        <Stack gap="xs">
          {t('release8.body', { returnObjects: true }).map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </Stack>
      </Card>
      <Card withBorder padding="lg" component="section">
        <Title order={2} size="h3" mb="xs">
          {t('redesign.title')}
        </Title>
        <Text>{t('redesign.body')}</Text>
      </Card>
    </Columns>
  );
}
