import { Menu, UnstyledButton } from '@mantine/core';
import {
  IconChevronDown,
  IconKey,
  IconLogin2,
  IconLogout,
  IconUserCircle,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isAdmin } from '@millenaire/contracts';
import { useSession, type Session } from '@/shared/auth/session';
import classes from './SiteHeader.module.css';

function LoggedOutItems() {
  const { t } = useTranslation();
  return (
    <>
      <Menu.Item component={Link} to="/user/login" leftSection={<IconLogin2 size={16} />}>
        {t('user.login')}
      </Menu.Item>
      <Menu.Item component={Link} to="/user/createaccount" leftSection={<IconUserPlus size={16} />}>
        {t('user.createaccount')}
      </Menu.Item>
    </>
  );
}

function LoggedInItems({ session }: { session: Session }) {
  const { t } = useTranslation();
  return (
    <>
      <Menu.Item component={Link} to="/user/passwordchange" leftSection={<IconKey size={16} />}>
        {t('user.passwordchange')}
      </Menu.Item>
      {isAdmin(session.claims?.role) && (
        <Menu.Item component={Link} to="/user/admin" leftSection={<IconUsers size={16} />}>
          {t('user.admin')}
        </Menu.Item>
      )}
      <Menu.Divider />
      <Menu.Item component={Link} to="/user/logout" leftSection={<IconLogout size={16} />}>
        {t('user.logout')}
      </Menu.Item>
    </>
  );
}

/** 'login (role)' for the signed-in user, or 'Account' for a visitor. */
function useUserLabel(session: Session | null): string {
  const { t } = useTranslation();
  if (!session) return t('user.guest');
  const claims = session.claims;
  if (!claims) return t('user.member');
  return t('user.withRole', { login: claims.login, role: t(`user.roles.${claims.role}`) });
}

export function UserMenu() {
  const { t } = useTranslation();
  const session = useSession();
  const label = useUserLabel(session);
  return (
    <Menu position="bottom-end" shadow="md" width={240}>
      <Menu.Target>
        <UnstyledButton className={classes.action} aria-label={`${label} – ${t('user.menu')}`}>
          <IconUserCircle size={22} aria-hidden />
          <span className={classes.userLabel}>{label}</span>
          <IconChevronDown size={14} aria-hidden />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {session && <Menu.Label>{label}</Menu.Label>}
        {session ? <LoggedInItems session={session} /> : <LoggedOutItems />}
      </Menu.Dropdown>
    </Menu>
  );
}
