import { Badge } from '@mantine/core';
import { Text } from '@/shared/ui/Text';
import { useTranslation } from '@/shared/i18n';
import type { User } from '@millenaire/contracts/users';
import { formatDate } from '@/shared/format-date';
import { NS } from '../i18n';
import type { LevelChange } from '../api/set-user-level';
import { LevelSelect } from './LevelSelect';

/** What the table and the cards share: the list, who is looking, and the level control. */
export interface UserListProps {
  users: User[];
  /** The logged-in administrator's own id, marked in the list. */
  selfId: number | null;
  /** Administrators on the whole site, for the last-administrator rule. */
  adminCount: number;
  /** The change on its way, if any. */
  pending: LevelChange | undefined;
  onChange: (change: LevelChange) => void;
}

export function UserLogin({ user, selfId }: { user: User; selfId: number | null }) {
  const { t } = useTranslation(NS);
  return (
    <>
      <Text fw={600} span>
        {user.login}
      </Text>
      {user.id === selfId && (
        <Badge size="xs" variant="light" ml="xs">
          {t('admin.you')}
        </Badge>
      )}
      {user.suspended && (
        <Badge size="xs" variant="filled" color="red" ml="xs">
          {t('admin.suspended')}
        </Badge>
      )}
    </>
  );
}

export function UserEmail({ user }: { user: User }) {
  return user.email ?? <Text c="dimmed">—</Text>;
}

export function UserLastLogin({ user }: { user: User }) {
  const { t } = useTranslation(NS);
  return user.lastlogin ? formatDate(user.lastlogin) : <Text c="dimmed">{t('admin.never')}</Text>;
}

export function UserLevel({ user, list }: { user: User; list: UserListProps }) {
  const pending = list.pending?.id === user.id ? list.pending : undefined;
  return (
    <LevelSelect
      user={user}
      value={pending?.accountlevel ?? user.accountlevel}
      busy={list.pending !== undefined}
      adminCount={list.adminCount}
      onChange={(accountlevel) => list.onChange({ id: user.id, accountlevel })}
    />
  );
}
