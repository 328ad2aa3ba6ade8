import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  SORT_ORDERS,
  USER_SORTS,
  type SortOrder,
  type UserSort,
} from '@millenaire/contracts/users';
import type { UserListParams } from './api/get-users';

function pick<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.find((item) => item === value) ?? fallback;
}

/** The administration page's search, sort and page, read from its address. */
export function readUserListParams(search: URLSearchParams): UserListParams {
  const page = Number(search.get('page'));
  return {
    q: search.get('q') ?? '',
    sort: pick<UserSort>(search.get('sort'), USER_SORTS, 'login'),
    order: pick<SortOrder>(search.get('order'), SORT_ORDERS, 'asc'),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/**
 * The search, sort and page live in the page's address, so a reload or a
 * shared link shows the same list. A new search or sort starts at page 1.
 */
export function useUserListParams(): [UserListParams, (change: Partial<UserListParams>) => void] {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readUserListParams(search), [search]);
  const update = useCallback(
    (change: Partial<UserListParams>) => {
      const next = { ...params, page: 1, ...change };
      const query = new URLSearchParams();
      if (next.q !== '') query.set('q', next.q);
      if (next.sort !== 'login') query.set('sort', next.sort);
      if (next.order !== 'asc') query.set('order', next.order);
      if (next.page !== 1) query.set('page', String(next.page));
      setSearch(query, { replace: true });
    },
    [params, setSearch],
  );
  return [params, update];
}
