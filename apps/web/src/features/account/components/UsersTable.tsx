import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isAdmin, type User } from '@millenaire/contracts';
import { formatDate } from '@/shared/format-date';
import type { LevelChange } from '../api/set-user-level';
import { LevelSelect } from './LevelSelect';

interface UsersTableProps {
  users: User[];
  /** The logged-in administrator's own id, marked in the list. */
  selfId: number | null;
  /** The change on its way, if any. */
  pending: LevelChange | undefined;
  onChange: (change: LevelChange) => void;
}

function UserRow({
  user,
  props,
  lastAdmin,
}: {
  user: User;
  props: UsersTableProps;
  lastAdmin: boolean;
}) {
  const { t } = useTranslation();
  const pending = props.pending?.id === user.id ? props.pending : undefined;
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={600} span>
          {user.login}
        </Text>
        {user.id === props.selfId && (
          <Badge size="xs" variant="light" ml="xs">
            {t('account.admin.you')}
          </Badge>
        )}
      </Table.Td>
      <Table.Td>{user.email ?? <Text c="dimmed">—</Text>}</Table.Td>
      <Table.Td>
        <LevelSelect
          user={user}
          value={pending?.accountlevel ?? user.accountlevel}
          busy={props.pending !== undefined}
          locked={lastAdmin && isAdmin(user.accountlevel)}
          onChange={(accountlevel) => props.onChange({ id: user.id, accountlevel })}
        />
      </Table.Td>
      <Table.Td>
        {user.lastlogin ? (
          formatDate(user.lastlogin)
        ) : (
          <Text c="dimmed">{t('account.admin.never')}</Text>
        )}
      </Table.Td>
      <Table.Td ta="right">{user.logincount}</Table.Td>
    </Table.Tr>
  );
}

/** Every account with a level control per row (spec §2, user administration). */
export function UsersTable(props: UsersTableProps) {
  const { t } = useTranslation();
  const lastAdmin = props.users.filter((user) => isAdmin(user.accountlevel)).length <= 1;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="sm" captionSide="top">
        {/* At the start, so a narrow window shows it without scrolling sideways. */}
        <Table.Caption ta="left">
          {t('account.admin.count', { count: props.users.length })}
        </Table.Caption>
        <Table.Thead style={{ whiteSpace: 'nowrap' }}>
          <Table.Tr>
            <Table.Th>{t('account.admin.columns.login')}</Table.Th>
            <Table.Th>{t('account.admin.columns.email')}</Table.Th>
            <Table.Th>{t('account.admin.columns.level')}</Table.Th>
            <Table.Th>{t('account.admin.columns.lastlogin')}</Table.Th>
            <Table.Th ta="right">{t('account.admin.columns.logincount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.users.map((user) => (
            <UserRow key={user.id} user={user} props={props} lastAdmin={lastAdmin} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
