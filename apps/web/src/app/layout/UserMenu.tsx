import { lazy, Suspense } from 'react';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden';
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
import { useTranslation } from '@/shared/i18n';
import { canAdministerSite, canListUsers } from '@millenaire/contracts/rules';
import { useSession, type Session } from '@/shared/auth/session';
import { useSessionKnown } from '@/shared/auth/session-known';
import { useViewer } from '@/shared/auth/viewer';
import { DetailsMenu } from '@/shared/ui/DetailsMenu';
import { AllNotificationsLink } from '@/features/notifications/widgets/AllNotificationsLink';
import { ADMIN_MENU_ITEMS } from './menu-items';
import classes from './SiteHeader.module.css';

// A member's notifications (the count on the icon, the unread ones in the
// menu) arrive once a member is known: a visitor's page carries none of it.
const member = () => import('@/features/notifications/widgets/member');
const UnreadIcon = lazy(() => member().then((m) => ({ default: m.UnreadIcon })));
const UnreadMenuItems = lazy(() => member().then((m) => ({ default: m.UnreadMenuItems })));

/** A visitor's account pages. */
const VISITOR_LINKS = [
  { to: '/user/login', key: 'user.login', Icon: IconLogin2 },
  { to: '/user/createaccount', key: 'user.createaccount', Icon: IconUserPlus },
] as const;

function LoggedOutItems() {
  const { t } = useTranslation();
  return VISITOR_LINKS.map(({ to, key, Icon }) => (
    <Link key={to} to={to}>
      <Icon size={16} aria-hidden />
      {t(key)}
    </Link>
  ));
}

/**
 * The notifications part's lines while its code arrives: the count's line and
 * the link to them all, so the links under them (Change password, Log out) are
 * already where they stay, not pushed down just as a finger or pointer reaches
 * for one.
 */
function PendingNotificationItems() {
  return (
    <>
      <p aria-hidden>&nbsp;</p>
      <AllNotificationsLink />
    </>
  );
}

function LoggedInItems({ heading }: { heading: string }) {
  const { t } = useTranslation();
  const viewer = useViewer();
  return (
    <>
      <p>{heading}</p>
      <Suspense fallback={<PendingNotificationItems />}>
        <UnreadMenuItems />
      </Suspense>
      <hr />
      <Link to="/user/passwordchange">
        <IconKey size={16} aria-hidden />
        {t('user.passwordchange')}
      </Link>
      {canListUsers(viewer) && (
        <Link to="/user/admin">
          <IconUsers size={16} aria-hidden />
          {t('user.admin')}
        </Link>
      )}
      {canAdministerSite(viewer) &&
        ADMIN_MENU_ITEMS.map((item) => (
          <Link key={item.key} to={item.path}>
            <IconSettings size={16} aria-hidden />
            {t(`user.adminPages.${item.key}`)}
          </Link>
        ))}
      <hr />
      <Link to="/user/logout">
        <IconLogout size={16} aria-hidden />
        {t('user.logout')}
      </Link>
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

/** The account menu: a visitor's login and sign-up, a member's notifications and pages. */
export function UserMenu() {
  const known = useSessionKnown();
  const { t } = useTranslation();
  const session = useSession();
  const label = useUserLabel(session);
  if (!known) return <PendingUserButton />;
  const icon = <IconUserCircle size={22} aria-hidden className={classes.userIcon} />;
  const button = (
    <span className={`${classes.action} ${classes.user}`}>
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
    </span>
  );
  return (
    <DetailsMenu label={button} title={label.full} width={session ? 'wide' : 'normal'}>
      {session ? <LoggedInItems heading={label.full} /> : <LoggedOutItems />}
    </DetailsMenu>
  );
}
