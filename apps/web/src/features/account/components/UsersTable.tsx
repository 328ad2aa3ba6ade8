import { Table } from '@/shared/ui/Table';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n';
import type { SortOrder, UserSort } from '@millenaire/contracts/users';
import { NS } from '../i18n';
import type { UserListParams } from '../api/get-users';
import { UserEmail, UserLastLogin, UserLevel, UserLogin, type UserListProps } from './UserFacts';
import { UserActions } from './UserModeration';
import classes from './UserList.module.css';
import unstyled from '@/shared/ui/unstyled.module.css';

const COLUMNS: { sort: UserSort; end?: boolean }[] = [
  { sort: 'login' },
  { sort: 'email' },
  { sort: 'accountlevel' },
  { sort: 'lastlogin' },
  { sort: 'logincount', end: true },
];

const ARIA_SORT: Record<SortOrder, 'ascending' | 'descending'> = {
  asc: 'ascending',
  desc: 'descending',
};

export interface SortProps {
  params: UserListParams;
  /** The column clicked: sorted going up, or the other way when it already is. */
  onSort: (sort: UserSort) => void;
}

function SortHeader({ sort, end, params, onSort }: { sort: UserSort; end?: boolean } & SortProps) {
  const { t } = useTranslation(NS);
  const active = params.sort === sort;
  const Icon = !active ? IconArrowsSort : params.order === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th
      aria-sort={active ? ARIA_SORT[params.order] : undefined}
      style={end ? { textAlign: 'right' } : undefined}
    >
      <button
        type="button"
        className={`${unstyled.unstyled} ${classes.sortButton}`}
        onClick={() => onSort(sort)}
      >
        {t(`admin.columns.${sort}`)}
        <Icon size={14} aria-hidden className={classes.sortIcon} data-active={active} />
      </button>
    </Table.Th>
  );
}

/** Wide windows: one row per account, every column sortable from its header. */
export function UsersTable({ list, ...sort }: { list: UserListProps } & SortProps) {
  const { t } = useTranslation(NS);
  return (
    <Table striped highlightOnHover verticalSpacing="sm" className={classes.table}>
      <Table.Thead>
        <Table.Tr>
          {COLUMNS.map((column) => (
            <SortHeader key={column.sort} {...column} {...sort} />
          ))}
          <Table.Th>{t('admin.columns.actions')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {list.users.map((user) => (
          <Table.Tr key={user.id}>
            <Table.Td>
              <UserLogin user={user} selfId={list.selfId} />
            </Table.Td>
            <Table.Td className={classes.email}>
              <UserEmail user={user} />
            </Table.Td>
            <Table.Td>
              <UserLevel user={user} list={list} />
            </Table.Td>
            <Table.Td>
              <UserLastLogin user={user} />
            </Table.Td>
            <Table.Td style={{ textAlign: 'right' }}>{user.logincount}</Table.Td>
            <Table.Td>
              <UserActions user={user} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
