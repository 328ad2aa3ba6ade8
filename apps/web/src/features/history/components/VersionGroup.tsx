import { useId } from 'react';
import { Badge, Collapse, Skeleton, Stack, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { VersionItem } from '@millenaire/contracts/versions';
import { NS } from '../i18n';
import { VersionEntry } from './VersionEntry';
import classes from './History.module.css';

interface VersionGroupProps {
  mcversion: string;
  versions: VersionItem[];
  initiallyOpen: boolean;
}

/** A run of releases for one game version, opened and closed as a whole. */
export function VersionGroup({ mcversion, versions, initiallyOpen }: VersionGroupProps) {
  const { t } = useTranslation(NS);
  const [opened, { toggle }] = useDisclosure(initiallyOpen);
  const panelId = useId();
  return (
    <section className={classes.group}>
      {/* The group's title is its toggle, as in an accordion; the releases are h3 under it. */}
      <h2 className={classes.groupHeading}>
        <UnstyledButton
          className={classes.groupHeader}
          onClick={toggle}
          aria-expanded={opened}
          aria-controls={panelId}
        >
          <IconChevronRight size={18} aria-hidden className={classes.chevron} data-open={opened} />
          <span className={classes.groupTitle}>{t('gameVersion', { version: mcversion })}</span>
          <Badge variant="light" color="gray">
            <VisuallyHidden>{t('versionCount')}</VisuallyHidden>
            {versions.length}
          </Badge>
        </UnstyledButton>
      </h2>
      <Collapse expanded={opened} id={panelId}>
        <Stack gap="sm" pt="sm">
          {versions.map((version) => (
            <VersionEntry key={`${version.version}-${version.date}`} version={version} />
          ))}
        </Stack>
      </Collapse>
    </section>
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
