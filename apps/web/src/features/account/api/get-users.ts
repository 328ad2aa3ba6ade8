import { useQuery } from '@tanstack/react-query';
import { userListSchema } from '@millenaire/contracts';
import { urlQuery } from '@/shared/api-client';

export const USERS_URL = '/api/users/';

export function usersQuery() {
  return urlQuery(USERS_URL, (data) => userListSchema.parse(data));
}

/** Every account, for administrators. */
export function useUsers(enabled: boolean) {
  return useQuery({ ...usersQuery(), enabled });
}
