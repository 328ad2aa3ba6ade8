import { lazy, Suspense } from 'react';
import { Menu, UnstyledButton, VisuallyHidden } from '@mantine/core';
import {
  IconChevronDown,
  IconKey,
  IconSettings,
  IconLogin2,
  IconLogout,
  IconUserCircle,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canAdministerSite, canListUsers } from '@millenaire/contracts/rules';
import { useSession, type Session } from '@/shared/auth/session';
import { useSessionKnown } from '@/shared/auth/session-known';
import { useViewer } from '@/shared/auth/viewer';
import { useHydrated } from '@/shared/hydrated';
import { DetailsMenu } from '@/shared/ui/DetailsMenu';
import { ADMIN_MENU_ITEMS } from './menu-items';
import classes from './SiteHeader.module.css';

// A member's notifications (the count on the icon, the unread ones in the
// menu) arrive once a member is known: a visitor's page carries none of it.
const member = () => import('@/features/notifications/widgets/member');
const UnreadIcon = lazy(() => member().then((m) => ({ default: m.UnreadIcon })));
const UnreadMenuItems = lazy(() => member().then((m) => ({ default: m.UnreadMenuItems })));

/** A visitor's account pages, in the scripted menu and in the one before scripts run. */
const VISITOR_LINKS = [
  { to: '/user/login', key: 'user.login', Icon: IconLogin2 },
  { to: '/user/createaccount', key: 'user.createaccount', Icon: IconUserPlus },
] as const;

function LoggedOutItems() {
  const { t } = useTranslation();
  return VISITOR_LINKS.map(({ to, key, Icon }) => (
    <Menu.Item key={to} component={Link} to={to} leftSection={<Icon size={16} />}>
      {t(key)}
    </Menu.Item>
  ));
}

function LoggedInItems() {
  const { t } = useTranslation();
  const viewer = useViewer();
  return (
    <>
      <Suspense fallback={null}>
        <UnreadMenuItems />
      </Suspense>
      <Menu.Divider />
      <Menu.Item component={Link} to="/user/passwordchange" leftSection={<IconKey size={16} />}>
        {t('user.passwordchange')}
      </Menu.Item>
      {canListUsers(viewer) && (
        <Menu.Item component={Link} to="/user/admin" leftSection={<IconUsers size={16} />}>
          {t('user.admin')}
        </Menu.Item>
      )}
      {canAdministerSite(viewer) &&
        ADMIN_MENU_ITEMS.map((item) => (
          <Menu.Item
            key={item.key}
            component={Link}
            to={item.path}
            leftSection={<IconSettings size={16} />}
          >
            {t(`user.adminPages.${item.key}`)}
          </Menu.Item>
        ))}
      <Menu.Divider />
      <Menu.Item component={Link} to="/user/logout" leftSection={<IconLogout size={16} />}>
        {t('user.logout')}
      </Menu.Item>
    </>
  );
}

interface UserLabel {
  /** The login, or 'Account' for a visitor. */
  name: string;
  /** The level's name, shown small under the login. */
  role: string | null;
  /** 'login (role)', for the menu's heading. */
  full: string;
}

function useUserLabel(session: Session | null): UserLabel {
  const { t } = useTranslation();
  if (!session) return { name: t('user.guest'), role: null, full: t('user.guest') };
  const claims = session.claims;
  if (!claims) return { name: t('user.member'), role: null, full: t('user.member') };
  const role = t(`user.roles.${claims.role}`);
  return { name: claims.login, role, full: t('user.withRole', { login: claims.login, role }) };
}

/** The account button's place, before the page knows whose account it is. */
function PendingUserButton() {
  return (
    <span className={`${classes.action} ${classes.user}`} aria-hidden>
      <IconUserCircle size={22} className={classes.userIcon} />
      <span className={`${classes.userLabel} ${classes.userPending}`} />
      <IconChevronDown size={14} className={classes.chevron} />
    </span>
  );
}

/**
 * A visitor's menu before scripts run (or without them): the account's
 * pages as links, which say themselves that they need scripts.
 */
function VisitorDetailsMenu() {
  const { t } = useTranslation();
  const button = (
    <span className={`${classes.action} ${classes.user}`}>
      <IconUserCircle size={22} aria-hidden className={classes.userIcon} />
      <span className={classes.userLabel}>
        <span className={classes.userName}>{t('user.guest')}</span>
      </span>
      <IconChevronDown size={14} aria-hidden className={classes.chevron} />
    </span>
  );
  return (
    <DetailsMenu label={button}>
      {VISITOR_LINKS.map(({ to, key, Icon }) => (
        <Link key={to} to={to}>
          <Icon size={16} aria-hidden />
          {t(key)}
        </Link>
      ))}
    </DetailsMenu>
  );
}

export function UserMenu() {
  const known = useSessionKnown();
  const hydrated = useHydrated();
  if (!known) return <PendingUserButton />;
  return hydrated ? <KnownUserMenu /> : <VisitorDetailsMenu />;
}

function KnownUserMenu() {
  const { t } = useTranslation();
  const session = useSession();
  const label = useUserLabel(session);
  const icon = <IconUserCircle size={22} aria-hidden className={classes.userIcon} />;
  return (
    <Menu position="bottom-end" shadow="md" width={session ? 300 : 240}>
      <Menu.Target>
        <UnstyledButton className={`${classes.action} ${classes.user}`} title={label.full}>
          {session ? (
            <Suspense fallback={icon}>
              <UnreadIcon className={classes.userIcon} />
            </Suspense>
          ) : (
            icon
          )}
          {/* On phones only the icon shows; the words stay for screen readers. */}
          <span className={classes.userLabel}>
            <span className={classes.userName}>{label.name}</span>
            {label.role && <span className={classes.userRole}>{label.role}</span>}
          </span>
          <VisuallyHidden>{t('user.menu')}</VisuallyHidden>
          <IconChevronDown size={14} aria-hidden className={classes.chevron} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {session && <Menu.Label>{label.full}</Menu.Label>}
        {session ? <LoggedInItems /> : <LoggedOutItems />}
      </Menu.Dropdown>
    </Menu>
  );
}
