import { Stack } from '@/shared/ui/Group';
import { Text } from '@/shared/ui/Text';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from '@/shared/i18n';
import { canListUsers } from '@millenaire/contracts/rules';
import { USER_PAGE_SIZE, type UserPage, type UserSort } from '@millenaire/contracts/users';
import { endSession } from '@/shared/auth/session-actions';
import { useNeedsSecondFactor, useViewer } from '@/shared/auth/viewer';
import { notifySuccess } from '@/shared/notify';
import { PageTitle } from '@/shared/ui/PageTitle';
import { QueryState } from '@/shared/ui/QueryState';
import { NotAuthorized } from '@/shared/ui/NotAuthorized';
import { SecondFactorNeeded } from '@/features/account/widgets/SecondFactorNeeded';
import { NS } from '../i18n';
import { useUsersPage, type UserListParams } from '../api/get-users';
import { useSetUserLevel, type LevelChange } from '../api/set-user-level';
import { ConfirmationQueue } from '../components/ConfirmationQueue';
import { ListPagination } from '../components/ListPagination';
import { ModerationLog } from '../components/ModerationLog';
import { UserCards } from '../components/UserCards';
import type { UserListProps } from '../components/UserFacts';
import { UserListControls } from '../components/UserListControls';
import { UserListSkeleton } from '../components/UserListSkeleton';
import { UsersTable } from '../components/UsersTable';
import { useUserListParams } from '../user-list-params';
import { FailedJobs } from '@/features/admin/widgets/FailedJobs';
import { OidcClients } from '@/features/admin/widgets/OidcClients';

/** Phones and narrow windows get cards; the table needs room for its five columns. */
const TABLE_QUERY = '(min-width: 62em)';

function UserList({ page, params, selfId }: UserListViewProps) {
  const { t } = useTranslation(NS);
  const wide = useMediaQuery(TABLE_QUERY, false, { getInitialValueInEffect: false });
  const setLevel = useSetUserLevel((change: LevelChange) => {
    notifySuccess(t('messages.userUpdated'));
    // A level change ends the account's sessions, our own included.
    if (change.id === selfId) endSession();
  });
  const list: UserListProps = {
    users: page.users,
    selfId,
    adminCount: page.admins,
    pending: setLevel.isPending ? setLevel.variables : undefined,
    onChange: (change) => setLevel.mutate(change),
  };
  if (page.users.length === 0) {
    return <Text c="dimmed">{t('admin.noMatch', { q: params.q })}</Text>;
  }
  const onSort = (sort: UserSort) =>
    params.update({ sort, order: sort === params.sort && params.order === 'asc' ? 'desc' : 'asc' });
  return wide ? (
    <UsersTable list={list} params={params} onSort={onSort} />
  ) : (
    <UserCards list={list} />
  );
}

interface UserListViewProps {
  page: UserPage;
  params: UserListParams & { update: (change: Partial<UserListParams>) => void };
  selfId: number | null;
}

function UserAdministration({ selfId }: { selfId: number | null }) {
  const { t } = useTranslation(NS);
  const [params, update] = useUserListParams();
  const wide = useMediaQuery(TABLE_QUERY, false, { getInitialValueInEffect: false });
  const users = useUsersPage(params, true);
  const pages = Math.max(1, Math.ceil((users.data?.total ?? 0) / USER_PAGE_SIZE));
  return (
    <>
      <UserListControls params={params} onChange={update} withSort={!wide} />
      <QueryState query={users} skeleton={<UserListSkeleton />}>
        {(page) => (
          <Stack gap="md">
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('admin.count', { count: page.total })}
            </Text>
            <UserList page={page} params={{ ...params, update }} selfId={selfId} />
            {pages > 1 && (
              <ListPagination
                page={params.page}
                pages={pages}
                onPage={(n) => update({ page: n })}
              />
            )}
          </Stack>
        )}
      </QueryState>
      {/* Below the list, and only once the list (or its error) is drawn: drawn
          earlier, under the list's placeholder, it would jump when the list came. */}
      {!users.isPending && (
        <>
          <ConfirmationQueue />
          <ModerationLog />
          <OidcClients />
          <FailedJobs />
        </>
      )}
    </>
  );
}

/**
 * Administrators only. Others get a 'not authorized' panel rather than a
 * redirect, so a link shared by mistake says why nothing is shown; an
 * administrator without a second factor, the way to set one up.
 */
export function UserAdminPage() {
  const { t } = useTranslation(NS);
  const viewer = useViewer();
  const needsSecondFactor = useNeedsSecondFactor();
  let content;
  if (canListUsers(viewer)) content = <UserAdministration selfId={viewer?.id ?? null} />;
  else if (needsSecondFactor) content = <SecondFactorNeeded />;
  else content = <NotAuthorized message={t('admin.notAuthorized')} />;
  return (
    <>
      <PageTitle area="user" item={t('pages.admin')} />
      {content}
    </>
  );
}
