import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  USER_PAGE_SIZE,
  type UserPage,
  type SortOrder,
  type UserSort,
} from '@millenaire/contracts/users';
import { usersEndpoints } from '@millenaire/contracts/endpoints/users';
import { urlQuery } from '@/shared/api-client';
import { endpointUrl } from '@/shared/api/endpoint';

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
  const search = q.trim() === '' ? undefined : q.trim();
  return endpointUrl(usersEndpoints.list, {
    query: { sort, order, page: String(page), pagesize: String(USER_PAGE_SIZE), q: search },
  });
}

// Asked with a page, the endpoint answers the page member of its union.
export function usersPageQuery(params: UserListParams) {
  return urlQuery<UserPage>(usersPageUrl(params));
}

/**
 * One page of accounts, for administrators. The page shown stays while the
 * next one loads, so searching and paging never empty the list.
 */
export function useUsersPage(params: UserListParams, enabled: boolean) {
  return useQuery({ ...usersPageQuery(params), enabled, placeholderData: keepPreviousData });
}
