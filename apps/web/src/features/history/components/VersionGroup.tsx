import { Badge, Skeleton } from '@mantine/core';
import { Stack } from '@/shared/ui/Group';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n';
import type { VersionItem } from '@millenaire/contracts/versions';
import { NS } from '../i18n';
import { VersionEntry } from './VersionEntry';
import classes from './History.module.css';

interface VersionGroupProps {
  mcversion: string;
  versions: VersionItem[];
  initiallyOpen: boolean;
}

/**
 * A run of releases for one game version, opened and closed as a whole. A
 * native <details>: the browser opens it, so it opens without JavaScript too.
 */
export function VersionGroup({ mcversion, versions, initiallyOpen }: VersionGroupProps) {
  const { t } = useTranslation(NS);
  return (
    <details className={classes.group} open={initiallyOpen}>
      <summary className={classes.groupHeader}>
        <IconChevronRight size={18} aria-hidden className={classes.chevron} />
        {/* The group's title heads its releases, which are h3 under it. */}
        <h2 className={classes.groupTitle}>{t('gameVersion', { version: mcversion })}</h2>
        <Badge variant="light" color="gray">
          <VisuallyHidden>{t('versionCount')}</VisuallyHidden>
          {versions.length}
        </Badge>
      </summary>
      <Stack gap="sm" pt="sm">
        {versions.map((version) => (
          <VersionEntry key={`${version.version}-${version.date}`} version={version} />
        ))}
      </Stack>
    </details>
  );
}

/** The first group open with a few releases, then closed groups, while the list loads. */
export function VersionGroupsSkeleton() {
  return (
    <Stack gap="sm" aria-hidden>
      <Skeleton height={46} />
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} height={150} ml="md" />
      ))}
      {[0, 1, 2, 3].map((index) => (
        <Skeleton key={index} height={46} mt="xs" />
      ))}
    </Stack>
  );
}
