import { Anchor, Badge, Button, Card, Group, Text, Title } from '@mantine/core';
import { IconClockHour4, IconDownload, IconHistory } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CurrentVersion } from '@millenaire/contracts';
import { formatDate } from '@/shared/format-date';
import { QueryState } from '@/shared/ui/QueryState';
import { useCurrentVersion } from '../api/get-current-version';
import classes from './HomeCards.module.css';

function VersionDetails({ version }: { version: CurrentVersion }) {
  const { t } = useTranslation();
  return (
    <>
      <Title order={2} className={classes.versionTitle}>
        {t('home.versionTitle', { version: version.version })}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('home.releasedOn', { date: formatDate(version.date) })}
      </Text>
      <Text className={classes.description}>{version.description}</Text>
      <Group mt="lg" gap="md">
        <Button
          component="a"
          href={version.url}
          size="md"
          leftSection={<IconDownload size={20} aria-hidden />}
        >
          {t('home.download')}
        </Button>
        <Anchor component={Link} to="/history" className={classes.historyLink}>
          <IconHistory size={16} aria-hidden />
          {t('home.history')}
        </Anchor>
      </Group>
      <Text size="xs" c="dimmed" mt="sm" className={classes.note}>
        <IconClockHour4 size={14} aria-hidden />
        {t('home.downloadNote')}
      </Text>
    </>
  );
}

/** The current release: version, date, description and its download. */
export function CurrentVersionCard() {
  const { t } = useTranslation();
  const query = useCurrentVersion();
  return (
    <Card withBorder padding="lg" className={classes.versionCard}>
      <Group mb="xs">
        <Badge variant="light" size="lg">
          {t('home.currentVersion')}
        </Badge>
      </Group>
      <QueryState query={query}>{(version) => <VersionDetails version={version} />}</QueryState>
    </Card>
  );
}
