import { useId } from 'react';
import { Badge, Collapse, Stack, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { VersionItem } from '@millenaire/contracts';
import { VersionEntry } from './VersionEntry';
import classes from './History.module.css';

interface VersionGroupProps {
  mcversion: string;
  versions: VersionItem[];
  initiallyOpen: boolean;
}

/** A run of releases for one game version, opened and closed as a whole. */
export function VersionGroup({ mcversion, versions, initiallyOpen }: VersionGroupProps) {
  const { t } = useTranslation();
  const [opened, { toggle }] = useDisclosure(initiallyOpen);
  const panelId = useId();
  return (
    <section className={classes.group}>
      <UnstyledButton
        className={classes.groupHeader}
        onClick={toggle}
        aria-expanded={opened}
        aria-controls={panelId}
      >
        <IconChevronRight size={18} aria-hidden className={classes.chevron} data-open={opened} />
        <span className={classes.groupTitle}>
          {t('history.gameVersion', { version: mcversion })}
        </span>
        <Badge variant="light" color="gray" aria-label={t('history.versionCount')}>
          {versions.length}
        </Badge>
      </UnstyledButton>
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
