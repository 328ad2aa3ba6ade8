import { Button, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconLock, IconLogin2 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isAdmin } from '@millenaire/contracts';
import { useSession } from '@/shared/auth/session';
import { notifySuccess } from '@/shared/notify';
import { PageTitle } from '@/shared/ui/PageTitle';
import { QueryState } from '@/shared/ui/QueryState';
import panel from '@/shared/ui/Panel.module.css';
import { useUsers } from '../api/get-users';
import { useSetUserLevel, type LevelChange } from '../api/set-user-level';
import { UsersTable } from '../components/UsersTable';
import { endSession } from '../session-actions';

/** Shown to anyone but an administrator; the server refuses them the list anyway. */
function NotAuthorized({ loggedIn }: { loggedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <Paper className={panel.panel} withBorder role="alert">
      <ThemeIcon size={56} radius="xl" variant="light" color="red" aria-hidden>
        <IconLock size={30} />
      </ThemeIcon>
      <Text className={panel.text}>{t('account.admin.notAuthorized')}</Text>
      {!loggedIn && (
        <Button component={Link} to="/user/login" leftSection={<IconLogin2 size={16} />}>
          {t('user.login')}
        </Button>
      )}
    </Paper>
  );
}

function UserAdministration({ selfId }: { selfId: number | null }) {
  const { t } = useTranslation();
  const users = useUsers(true);
  const setLevel = useSetUserLevel((change: LevelChange) => {
    notifySuccess(t('account.messages.userUpdated'));
    // A level change ends the account's sessions, our own included.
    if (change.id === selfId) endSession();
  });
  return (
    <QueryState query={users}>
      {(list) => (
        <UsersTable
          users={list}
          selfId={selfId}
          pending={setLevel.isPending ? setLevel.variables : undefined}
          onChange={(change) => setLevel.mutate(change)}
        />
      )}
    </QueryState>
  );
}

/**
 * Administrators only. Others get a 'not authorized' panel rather than a
 * redirect, so a link shared by mistake says why nothing is shown.
 */
export function UserAdminPage() {
  const { t } = useTranslation();
  const session = useSession();
  const admin = isAdmin(session?.claims?.role);
  return (
    <>
      <PageTitle area="user" item={t('pages.admin')} />
      {admin ? (
        <UserAdministration selfId={session?.userId ?? null} />
      ) : (
        <NotAuthorized loggedIn={session !== null} />
      )}
    </>
  );
}
