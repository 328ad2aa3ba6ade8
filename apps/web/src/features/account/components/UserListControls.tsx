import { useEffect, useState } from 'react';
import { SegmentedControl, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n';
import {
  SORT_ORDERS,
  USER_SORTS,
  type SortOrder,
  type UserSort,
} from '@millenaire/contracts/users';
import { NS } from '../i18n';
import type { UserListParams } from '../api/get-users';
import classes from './UserList.module.css';

/** Waits for a pause in typing before asking the server. */
const SEARCH_PAUSE_MS = 300;

function SearchField({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation(NS);
  const [text, setText] = useState(value);
  const [settled] = useDebouncedValue(text, SEARCH_PAUSE_MS);
  useEffect(() => {
    if (settled.trim() !== value) onSearch(settled.trim());
  }, [settled, value, onSearch]);
  return (
    <TextInput
      className={classes.search}
      type="search"
      label={t('admin.search')}
      placeholder={t('admin.searchPlaceholder')}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
    />
  );
}

function SortControls({ params, onChange }: UserListControlsProps) {
  const { t } = useTranslation(NS);
  return (
    <>
      <Select
        label={t('admin.sortBy')}
        data={USER_SORTS.map((sort) => ({ value: sort, label: t(`admin.columns.${sort}`) }))}
        value={params.sort}
        allowDeselect={false}
        w={170}
        onChange={(sort) => sort && onChange({ sort: sort as UserSort })}
      />
      <SegmentedControl
        aria-label={t('admin.order')}
        data={SORT_ORDERS.map((order) => ({ value: order, label: t(`admin.orders.${order}`) }))}
        value={params.order}
        onChange={(order) => onChange({ order: order as SortOrder })}
      />
    </>
  );
}

interface UserListControlsProps {
  params: UserListParams;
  onChange: (change: Partial<UserListParams>) => void;
  /** Cards have no column headers to click: they sort from here. */
  withSort?: boolean;
}

/** The search by login, and on phones the sort. */
export function UserListControls({ params, onChange, withSort = false }: UserListControlsProps) {
  return (
    <div className={classes.toolbar}>
      <SearchField value={params.q} onSearch={(q) => onChange({ q })} />
      {withSort && <SortControls params={params} onChange={onChange} />}
    </div>
  );
}
