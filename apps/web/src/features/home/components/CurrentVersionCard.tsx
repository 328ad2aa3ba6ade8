import { useEffect, useId, useRef, useState } from 'react';
import { Anchor, Badge, Button, Loader, Skeleton } from '@mantine/core';
import { Card } from '@/shared/ui/Paper';
import { Group } from '@/shared/ui/Group';
import { Text, Title } from '@/shared/ui/Text';
import { IconDownload, IconHistory } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n';
import type { CurrentVersion } from '@millenaire/contracts/versions';
import { formatDate } from '@/shared/format-date';
import { LoadError, SkeletonLines } from '@/shared/ui/QueryState';
import { NS } from '../i18n';
import { useCurrentVersion } from '../api/get-current-version';
import classes from './HomeCards.module.css';

/**
 * The release's notes, seven lines high; a longer text ends with a link that
 * opens the rest in place (and closes it again). The link's line is kept
 * while the notes load, so the card does not grow when they arrive.
 */
function Description({ text }: { text?: string }) {
  const { t } = useTranslation(NS);
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const [cut, setCut] = useState(false);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || open) return;
    // The width decides how many lines the text takes: a turned phone may fit it all.
    const measure = () => setCut(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [open, text]);
  return (
    <>
      <div ref={box} id={id} className={classes.description} data-open={open || undefined}>
        {text ?? <SkeletonLines lines={5} />}
      </div>
      <div className={classes.more}>
        {text !== undefined && (cut || open) && (
          <Anchor
            component="button"
            type="button"
            size="sm"
            aria-expanded={open}
            aria-controls={id}
            onClick={() => setOpen(!open)}
          >
            {open ? t('readLess') : t('readMore')}
          </Anchor>
        )}
      </div>
    </>
  );
}

/**
 * The release's title, date, description and download. Without a release (while
 * it loads) every line keeps its place at its final height, grey, so the card
 * is as tall before its data as after.
 */
function VersionDetails({ version }: { version?: CurrentVersion }) {
  const { t } = useTranslation(NS);
  return (
    <>
      <Title order={2} className={classes.versionTitle}>
        {version ? (
          t('versionTitle', { version: version.version })
        ) : (
          <Skeleton component="span" display="inline-block" height="0.9em" width="60%" />
        )}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {version ? (
          t('releasedOn', { date: formatDate(version.date) })
        ) : (
          <Skeleton component="span" display="inline-block" height="0.8em" width="40%" />
        )}
      </Text>
      <Description text={version?.description} />
      <Group mt="lg" gap="md">
        <Button
          component="a"
          href={version?.url ?? '/history'}
          size="md"
          leftSection={<IconDownload size={20} aria-hidden />}
          data-disabled={version ? undefined : true}
          aria-disabled={version ? undefined : true}
        >
          {t('download')}
        </Button>
        <Anchor component={Link} to="/history" className={classes.historyLink}>
          <IconHistory size={16} aria-hidden />
          {t('history')}
        </Anchor>
      </Group>
    </>
  );
}

/** The current release: version, date, description and its download. */
export function CurrentVersionCard() {
  const { t } = useTranslation([NS, 'translation']);
  const query = useCurrentVersion();
  const failed = query.isError && !query.isFetching;
  return (
    <Card withBorder padding="lg" className={classes.versionCard}>
      <Group mb="xs" wrap="nowrap" justify="space-between">
        <Badge variant="light" size="lg">
          {t('currentVersion')}
        </Badge>
        {/* 'Loading...' beside the badge, so the lines below keep their height. */}
        {!failed && !query.isSuccess && (
          <Group gap="xs" wrap="nowrap" role="status" aria-live="polite">
            <Loader size="xs" aria-hidden />
            <Text size="sm" c="dimmed">
              {t('translation:state.loading')}
            </Text>
          </Group>
        )}
      </Group>
      {failed ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <div aria-busy={!query.isSuccess}>
          <VersionDetails version={query.data} />
        </div>
      )}
    </Card>
  );
}
