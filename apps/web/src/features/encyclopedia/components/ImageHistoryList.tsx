import { useState } from 'react';
import { Badge, Button } from '@mantine/core';
import { Paper } from '@/shared/ui/Paper';
import { Group, Stack } from '@/shared/ui/Group';
import { Text, Title } from '@/shared/ui/Text';
import { IconEye, IconEyeOff, IconRestore } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n';
import type { ImageHistory, ImageVersion } from '@millenaire/contracts/encyclopedia';
import { formatDate } from '@/shared/format-date';
import { NS } from '../i18n';
import { restoreImage, type EditRef } from '../api/edit-entry';
import classes from './Edit.module.css';
import { useImageWrite } from './use-image-write';

interface ImageHistoryListProps {
  entry: EditRef;
  histories: ImageHistory[];
  reload: () => Promise<unknown>;
}

/** A picture as one version left it: greyed when disabled or deleted. */
function VersionThumb({ version }: { version: ImageVersion }) {
  const hidden = version.deleted || version.enabled === '0';
  return (
    <img
      className={`${classes.historyThumb} ${hidden ? classes.disabled : ''}`}
      src={`/libraryres/img/${version.previewname}`}
      alt=""
      width={version.width}
      height={version.height}
      loading="lazy"
    />
  );
}

function VersionRow(props: {
  version: ImageVersion;
  current: boolean;
  busy: boolean;
  onRestore: () => void;
}) {
  const { version, current } = props;
  const { t } = useTranslation(NS);
  const author = version.author ?? t('entry.formerMember');
  const caption = [version.legend_en, version.legend_fr].filter(Boolean).join(' / ');
  return (
    <li className={classes.versionRow}>
      <VersionThumb version={version} />
      <Stack gap={2} className={classes.versionText}>
        <Group gap="xs">
          <Text size="sm" fw={600}>
            {t(`imageHistory.actions.${version.action}`, { from: version.restoredfrom })}
          </Text>
          {current && <Badge variant="light">{t('imageHistory.current')}</Badge>}
        </Group>
        <Text size="xs" c="dimmed">
          {t('imageHistory.record', {
            version: version.version,
            author,
            date: formatDate(version.createdon),
          })}
        </Text>
        <Text size="xs" className={classes.html}>
          {caption || t('imageHistory.noCaption')}
        </Text>
        {!current && !version.deleted && (
          <Button
            size="xs"
            variant="light"
            className={classes.versionRestore}
            loading={props.busy}
            leftSection={<IconRestore size={14} aria-hidden />}
            onClick={props.onRestore}
          >
            {t('imageHistory.restore')}
          </Button>
        )}
      </Stack>
    </li>
  );
}

function PictureHistory({
  entry,
  history,
  reload,
}: { history: ImageHistory } & Omit<ImageHistoryListProps, 'histories'>) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const { busy, run } = useImageWrite(reload);
  const label = t('imageHistory.picture', { pos: history.pos });
  const latest = history.versions[0];
  const restore = (version: number) =>
    void run(() => restoreImage(entry, history.pos, version), t('imageHistory.restored'));
  return (
    <Paper withBorder p="sm" component="li" aria-label={label} data-testid="image-history">
      <Group justify="space-between" gap="xs">
        <Group gap="xs" wrap="nowrap">
          {latest && <VersionThumb version={latest} />}
          <Text size="sm" fw={600}>
            {label}
          </Text>
          {history.deleted && (
            <Badge variant="light" color="red">
              {t('imageHistory.deleted')}
            </Badge>
          )}
        </Group>
        <Button
          size="xs"
          variant="default"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
          leftSection={
            open ? <IconEyeOff size={14} aria-hidden /> : <IconEye size={14} aria-hidden />
          }
        >
          {open
            ? t('imageHistory.hide')
            : t('imageHistory.show', { count: history.versions.length })}
        </Button>
      </Group>
      {open && (
        <Stack gap="xs" mt="sm" component="ol" className={classes.plainList}>
          {history.versions.map((version, index) => (
            <VersionRow
              key={version.version}
              version={version}
              current={index === 0}
              busy={busy}
              onRestore={() => restore(version.version)}
            />
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/** Every picture's changes, deleted pictures too, each restorable as it was after one of them. */
export function ImageHistoryList({ entry, histories, reload }: ImageHistoryListProps) {
  const { t } = useTranslation(NS);
  return (
    <section aria-labelledby="image-history-title">
      <Title order={2} size="h3" id="image-history-title" mb="xs">
        {t('imageHistory.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('imageHistory.help')}
      </Text>
      {histories.length === 0 ? (
        <Text c="dimmed">{t('imageHistory.none')}</Text>
      ) : (
        <Stack gap="xs" component="ol" className={classes.plainList}>
          {histories.map((history) => (
            <PictureHistory key={history.pos} entry={entry} history={history} reload={reload} />
          ))}
        </Stack>
      )}
    </section>
  );
}
