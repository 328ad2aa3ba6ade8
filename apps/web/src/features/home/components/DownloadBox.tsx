import { Button, Divider } from '@mantine/core';
import { Card } from '@/shared/ui/Paper';
import { Group, Stack } from '@/shared/ui/Group';
import { Text, Title } from '@/shared/ui/Text';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n';
import { NS } from '../i18n';
import { DownloadWaitNote } from './DownloadWaitNote';
import { useCurrentVersion } from '../api/get-current-version';
import classes from './HomeCards.module.css';

/** The last release for Minecraft 1.7.10, offered as separate client and server archives. */
const OLD_RELEASE = {
  version: '6.0.2',
  mcversion: '1.7.10',
  client: '/php/dlpage.php?file=millenaire-6.0.2-client.zip',
  server: '/php/dlpage.php?file=millenaire-6.0.2-server.zip',
};

/** The homepage download box: the current release's one archive, then the old 6.0.2. */
export function DownloadBox() {
  const { t } = useTranslation(NS);
  const current = useCurrentVersion();
  const version = current.data?.version ?? '…';
  return (
    <Card withBorder padding="lg" className={classes.downloadBox} component="section">
      <Title order={2} size="h3" mb="md">
        {t('downloads.title')}
      </Title>
      <Stack gap="xs">
        <Text fw={600}>{t('downloads.current', { version })}</Text>
        <Text size="sm" c="dimmed">
          {t('downloads.combined')}
        </Text>
        <Button
          component="a"
          href={current.data?.url ?? '/history'}
          leftSection={<IconDownload size={18} aria-hidden />}
          className={classes.downloadButton}
        >
          {t('downloads.download', { version })}
        </Button>
      </Stack>
      <Divider my="md" />
      <Stack gap="xs">
        <Text fw={600}>{t('downloads.old', OLD_RELEASE)}</Text>
        <Text size="sm" c="dimmed">
          {t('downloads.oldNote')}
        </Text>
        <Group gap="sm">
          <Button component="a" href={OLD_RELEASE.client} variant="light">
            {t('downloads.client')}
          </Button>
          <Button component="a" href={OLD_RELEASE.server} variant="light">
            {t('downloads.server')}
          </Button>
        </Group>
      </Stack>
      <DownloadWaitNote />
      <Text size="xs" c="dimmed" mt={4}>
        {t('downloads.install')}
      </Text>
    </Card>
  );
}
