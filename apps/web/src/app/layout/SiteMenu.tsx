import type { ReactNode } from 'react';
import { Menu, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconExternalLink } from '@tabler/icons-react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EXTERNAL_LINKS, EXTERNAL_SITES } from '@/shared/external-links';
import { EXTERNAL_ICONS } from '@/shared/ui/external-icons';
import { SITE_PAGES } from '@/shared/site-pages';
import classes from './SiteMenu.module.css';
import { NEW_TAB, OpensNewTab } from '@/shared/ui/ExternalLink';
import { useHydrated } from '@/shared/hydrated';
import { DetailsMenu } from '@/shared/ui/DetailsMenu';

interface SiteMenuProps {
  /** Called after following a link, so the drawer can close. */
  onNavigate?: () => void;
}

function PageLinks({ onNavigate }: SiteMenuProps) {
  const { t } = useTranslation();
  return SITE_PAGES.map((page) => (
    <NavLink
      key={page.key}
      to={page.path}
      end={page.path === '/'}
      className={classes.link}
      onClick={onNavigate}
    >
      {t(`menu.${page.key}`)}
    </NavLink>
  ));
}

function CommunityMenu() {
  const { t } = useTranslation();
  const label = (
    <>
      {t('menu.community')} <IconChevronDown size={14} aria-hidden />
    </>
  );
  return useHydrated() ? (
    <ScriptedCommunityMenu label={label} />
  ) : (
    <DetailsMenu label={<span className={classes.link}>{label}</span>}>
      <CommunityLinks />
    </DetailsMenu>
  );
}

function ScriptedCommunityMenu({ label }: { label: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" shadow="md" width={220}>
      <Menu.Target>
        <UnstyledButton className={classes.link}>{label}</UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {EXTERNAL_SITES.map((site) => {
          const Icon = EXTERNAL_ICONS[site];
          return (
            <Menu.Item
              key={site}
              component="a"
              href={EXTERNAL_LINKS[site]}
              {...NEW_TAB}
              leftSection={<Icon size={16} aria-hidden />}
              rightSection={<IconExternalLink size={12} aria-hidden />}
            >
              {t(`menu.${site}`)}
              <OpensNewTab />
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
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

/** The same menu as a list, for the drawer on narrow windows. */
export function SiteMenuList({ onNavigate }: SiteMenuProps) {
  const { t } = useTranslation();
  return (
    <div className={classes.list}>
      <PageLinks onNavigate={onNavigate} />
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
