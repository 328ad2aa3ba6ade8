import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  USER_PAGE_SIZE,
  userPageSchema,
  type SortOrder,
  type UserSort,
} from '@millenaire/contracts/users';
import { urlQuery } from '@/shared/api-client';

export const USERS_URL = '/api/users/';

/** What the administration page shows: a search, a sort and a page. */
export interface UserListParams {
  q: string;
  sort: UserSort;
  order: SortOrder;
  /** From 1. */
  page: number;
}

/** GET /api/users/ with its options: one page and the totals rather than the whole list. */
export function usersPageUrl({ q, sort, order, page }: UserListParams): string {
  const query = new URLSearchParams({ sort, order, page: String(page) });
  query.set('pagesize', String(USER_PAGE_SIZE));
  if (q.trim() !== '') query.set('q', q.trim());
  return `${USERS_URL}?${query.toString()}`;
}

export function usersPageQuery(params: UserListParams) {
  return urlQuery(usersPageUrl(params), (data) => userPageSchema.parse(data));
}

/**
 * One page of accounts, for administrators. The page shown stays while the
 * next one loads, so searching and paging never empty the list.
 */
export function useUsersPage(params: UserListParams, enabled: boolean) {
  return useQuery({ ...usersPageQuery(params), enabled, placeholderData: keepPreviousData });
}
