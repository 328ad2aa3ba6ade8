import { Paper } from '@/shared/ui/Paper';
import { Text, Title } from '@/shared/ui/Text';
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
import { useTranslation } from '@/shared/i18n';
import { SITE_PAGES, type SitePage } from '@/shared/site-pages';
import { NS } from '../i18n';
import classes from './HomeCards.module.css';
import unstyled from '@/shared/ui/unstyled.module.css';
import { StaticLink } from '@/shared/ui/StaticPart';

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
          <StaticLink
            key={page.key}
            to={page.path}
            className={`${unstyled.unstyled} ${classes.menuItem}`}
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
          </StaticLink>
        );
      })}
    </Paper>
  );
}
