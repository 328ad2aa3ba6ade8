import { Badge, Button } from '@mantine/core';
import { ThemeIcon } from '@/shared/ui/Meters';
import { Paper } from '@/shared/ui/Paper';
import { Group } from '@/shared/ui/Group';
import { Text } from '@/shared/ui/Text';
import { IconArrowLeft, IconHammer } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n';
import type { Area } from '@millenaire/contracts/routes';
import { EXTERNAL_LINKS } from '../external-links';
import { ExternalLink } from './ExternalLink';
import { PageTitle } from './PageTitle';
import classes from './Panel.module.css';

interface ComingSoonProps {
  area: Area;
  /** The page's translated name, shown in the title. */
  page: string;
}

/** Stands in for a page of the route table that is not built yet. */
export function ComingSoon({ area, page }: ComingSoonProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle area={area} item={page} />
      <Paper className={classes.panel} withBorder>
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconHammer size={30} />
        </ThemeIcon>
        <Badge size="lg" variant="filled">
          {t('comingSoon.badge')}
        </Badge>
        <Text className={classes.text}>{t('comingSoon.text')}</Text>
        <Text c="dimmed" size="sm">
          {t('comingSoon.meanwhile')}{' '}
          <ExternalLink href={EXTERNAL_LINKS.wiki}>{t('menu.wiki')}</ExternalLink>
          {' · '}
          <ExternalLink href={EXTERNAL_LINKS.forum}>{t('menu.forum')}</ExternalLink>
        </Text>
        <Group>
          <Button component={Link} to="/" variant="light" leftSection={<IconArrowLeft size={16} />}>
            {t('comingSoon.home')}
          </Button>
        </Group>
      </Paper>
    </>
  );
}
