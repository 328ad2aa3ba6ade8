import { Badge } from '@mantine/core';
import { Paper } from '@/shared/ui/Paper';
import { Group } from '@/shared/ui/Group';
import { Text, Title } from '@/shared/ui/Text';
import { useTranslation } from '@/shared/i18n';
import type { VersionItem } from '@millenaire/contracts/versions';
import { formatDate } from '@/shared/format-date';
import { MoreDetails } from '@/shared/ui/MoreDetails';
import { NS } from '../i18n';
import { DownloadLinks } from './DownloadLinks';
import { PREVIEW_LENGTH, previewOf } from './preview';
import classes from './History.module.css';

/** One release: a preview of its description until expanded. */
export function VersionEntry({ version }: { version: VersionItem }) {
  const { t } = useTranslation(NS);
  const long = version.description.length > PREVIEW_LENGTH;
  const title = version.title || t('versionTitle', { version: version.version });
  return (
    <Paper withBorder p="md" className={classes.entry} id={`version-${version.version}`}>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
        <div>
          <Group gap="xs">
            <Title order={3} size="h4">
              {title}
            </Title>
            {version.devversion === '1' && (
              <Badge color="grape" variant="light">
                {t('dev')}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {version.version} · {formatDate(version.date)}
          </Text>
        </div>
        <DownloadLinks version={version} />
      </Group>
      <Text mt="sm" className={`${classes.description} ${classes.preview}`}>
        {previewOf(version.description)}
      </Text>
      {long && (
        <MoreDetails more={t('expand')} less={t('collapse')}>
          <Text mt="xs" className={classes.description}>
            {version.description}
          </Text>
        </MoreDetails>
      )}
    </Paper>
  );
}
