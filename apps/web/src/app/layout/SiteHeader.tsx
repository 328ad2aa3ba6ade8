import type { CSSProperties } from 'react';
import { Container } from '@/shared/ui/Container';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden';
import { IconMenu2 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n';
import type { Area } from '@millenaire/contracts/routes';
import { AREA_ACCENT } from '@/shared/theme';
import { DetailsMenu } from '@/shared/ui/DetailsMenu';
import { AreaSubMenu } from './AreaSubMenu';
import { LanguageSwitch } from './LanguageSwitch';
import { LogoMark } from './LogoMark';
import { SiteMenuBar, SiteMenuList } from './SiteMenu';
import { SiteSearchButton } from './SiteSearchButton';
import { UserMenu } from './UserMenu';
import classes from './SiteHeader.module.css';

function Brand({ area }: { area: Area }) {
  const { t } = useTranslation();
  const isMainSite = area === 'home' || area === 'user';
  const subtitle = isMainSite ? t('app.tagline') : t(`areas.${area}`);
  return (
    <Link to="/" className={classes.brand}>
      <LogoMark />
      <span className={classes.brandText}>
        <span className={classes.brandName}>{t('app.name')}</span>
        <span className={classes.brandArea} data-tagline={isMainSite}>
          {subtitle}
        </span>
      </span>
    </Link>
  );
}

/** One header for every area; the area changes its accent, title and sub-menu. */
export function SiteHeader({ area }: { area: Area }) {
  const { t } = useTranslation();
  const accent = { '--area-accent': AREA_ACCENT[area] } as CSSProperties;
  return (
    <header className={classes.header} style={accent} data-area={area}>
      <Container size="xl" className={classes.bar}>
        <div className={classes.start}>
          <DetailsMenu
            align="start"
            className={classes.phoneMenu}
            label={
              <span className={classes.burger}>
                <IconMenu2 size={22} aria-hidden />
                <VisuallyHidden>{t('menu.label')}</VisuallyHidden>
              </span>
            }
          >
            <SiteMenuList />
          </DetailsMenu>
          <Brand area={area} />
        </div>
        <div className={classes.end}>
          <SiteSearchButton />
          <LanguageSwitch />
          <UserMenu />
        </div>
      </Container>
      <nav className={classes.nav} aria-label={t('menu.label')}>
        <Container size="xl">
          <SiteMenuBar />
        </Container>
      </nav>
      <AreaSubMenu area={area} />
    </header>
  );
}
