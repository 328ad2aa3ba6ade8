import { IconChevronDown, IconExternalLink } from '@tabler/icons-react';
import { NavLink } from 'react-router';
import { useTranslation } from '@/shared/i18n';
import { EXTERNAL_LINKS, EXTERNAL_SITES } from '@/shared/external-links';
import { EXTERNAL_ICONS } from '@/shared/ui/external-icons';
import { SITE_PAGES } from '@/shared/site-pages';
import classes from './SiteMenu.module.css';
import { NEW_TAB, OpensNewTab } from '@/shared/ui/ExternalLink';
import { DetailsMenu } from '@/shared/ui/DetailsMenu';

function PageLinks() {
  const { t } = useTranslation();
  return SITE_PAGES.map((page) => (
    <NavLink key={page.key} to={page.path} end={page.path === '/'} className={classes.link}>
      {t(`menu.${page.key}`)}
    </NavLink>
  ));
}

/** The community's sites, from the wide-window menu bar. */
function CommunityMenu() {
  const { t } = useTranslation();
  return (
    <DetailsMenu
      label={
        <span className={classes.link}>
          {t('menu.community')} <IconChevronDown size={14} aria-hidden />
        </span>
      }
    >
      <CommunityLinks />
    </DetailsMenu>
  );
}

/** The wide-window menu bar. */
export function SiteMenuBar() {
  return (
    <div className={classes.bar}>
      <PageLinks />
      <CommunityMenu />
    </div>
  );
}

/** The same menu as a list, for the header's menu on narrow windows. */
export function SiteMenuList() {
  const { t } = useTranslation();
  return (
    <div className={classes.list}>
      <PageLinks />
      <p className={classes.heading}>{t('menu.community')}</p>
      <CommunityLinks className={classes.link} />
    </div>
  );
}

/** The community's sites, as plain links opening in a new tab. */
function CommunityLinks({ className }: { className?: string }) {
  const { t } = useTranslation();
  return EXTERNAL_SITES.map((site) => {
    const Icon = EXTERNAL_ICONS[site];
    return (
      <a key={site} href={EXTERNAL_LINKS[site]} {...NEW_TAB} className={className}>
        <Icon size={18} aria-hidden />
        {t(`menu.${site}`)}
        <OpensNewTab />
        <IconExternalLink size={12} aria-hidden className={classes.external} />
      </a>
    );
  });
}
