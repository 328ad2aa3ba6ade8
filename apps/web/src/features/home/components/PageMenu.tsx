import { Paper, Text, Title, UnstyledButton } from '@mantine/core';
import {
  IconAward,
  IconBook2,
  IconBooks,
  IconChevronRight,
  IconHeartHandshake,
  IconHistory,
  IconLanguage,
  IconTrophy,
  IconWorld,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n';
import { SITE_PAGES, type SitePage } from '@/shared/site-pages';
import { NS } from '../i18n';
import classes from './HomeCards.module.css';

type MenuKey = Exclude<SitePage['key'], 'home'>;

const ICONS: Record<MenuKey, typeof IconWorld> = {
  history: IconHistory,
  translations: IconLanguage,
  contributing: IconHeartHandshake,
  advancements: IconTrophy,
  halloffame: IconAward,
  encyclopedia: IconBook2,
  library: IconBooks,
  translationcentre: IconWorld,
};

function isMenuPage(page: SitePage): page is SitePage & { key: MenuKey } {
  return page.key !== 'home';
}

/** The site's pages with a line on each, beside the release. */
export function PageMenu() {
  const { t } = useTranslation([NS, 'translation']);
  return (
    <Paper withBorder p="md" className={classes.menu}>
      <Title order={2} size="h4" mb="xs" px="xs">
        {t('explore')}
      </Title>
      {SITE_PAGES.filter(isMenuPage).map((page) => {
        const Icon = ICONS[page.key];
        return (
          <UnstyledButton
            key={page.key}
            component={Link}
            to={page.path}
            className={classes.menuItem}
          >
            <Icon size={22} aria-hidden className={classes.menuIcon} />
            <span className={classes.menuText}>
              <Text fw={600} size="sm" span>
                {t(`translation:menu.${page.key}`)}
              </Text>
              <Text size="xs" c="dimmed" span>
                {t(`pageMenu.${page.key}`)}
              </Text>
            </span>
            <IconChevronRight size={16} aria-hidden className={classes.menuChevron} />
          </UnstyledButton>
        );
      })}
    </Paper>
  );
}
