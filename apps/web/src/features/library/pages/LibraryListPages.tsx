import { Alert, Anchor, Group, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIBRARY_PAGE_SIZE } from '@millenaire/contracts/library';
import { useViewer } from '@/shared/auth/viewer';
import { PageTitle } from '@/shared/ui/PageTitle';
import { Loading, LoadError } from '@/shared/ui/QueryState';
import { useLabels, useLibraryList, type ListKind } from '../api/library-api';
import { CardGridSkeleton, ContentCard, GRID_COLS } from '../components/ContentCard';
import { ListFilters } from '../components/ListFilters';
import { Pager } from '../components/Pager';
import { NS } from '../i18n';
import { useListParams, writeListParams } from '../list-params';

const TITLES = { all: 'libraryHome', mine: 'mycontents', starred: 'starredcontents' } as const;
const EMPTY = { all: 'list.empty', mine: 'list.emptyMine', starred: 'list.emptyStarred' } as const;

function LibraryList({ kind }: { kind: ListKind }) {
  const { t } = useTranslation(NS);
  const { pathname } = useLocation();
  const [params, update] = useListParams();
  const list = useLibraryList(kind, params);
  const categories = useLabels('categories');
  const cultures = useLabels('cultures');
  const hrefOf = (page: number) => {
    const query = writeListParams({ ...params, page }).toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  const filtered = params.q !== '' || params.category !== null || params.culture !== null;

  return (
    <>
      <ListFilters
        params={params}
        update={update}
        categories={categories.data ?? []}
        cultures={cultures.data ?? []}
      />
      {list.isPending && (
        <Loading>
          <Skeleton height={20} width={120} aria-hidden />
          <CardGridSkeleton />
        </Loading>
      )}
      {list.isError && <LoadError error={list.error} onRetry={() => void list.refetch()} />}
      {list.isSuccess && (
        <div aria-busy={list.isFetching} style={{ opacity: list.isPlaceholderData ? 0.7 : 1 }}>
          <Group justify="space-between" mb="sm" h={20}>
            <Text size="sm" c="gray.7" role="status">
              {t('list.total', { count: list.data.total ?? list.data.contents.length })}
            </Text>
          </Group>
          {list.data.contents.length === 0 ? (
            <Text>{filtered ? t('list.empty') : t(EMPTY[kind])}</Text>
          ) : (
            <SimpleGrid cols={GRID_COLS} spacing="md">
              {list.data.contents.map((content) => (
                <ContentCard key={content.contentid} content={content} />
              ))}
            </SimpleGrid>
          )}
          <Group mt="lg" justify="center">
            <Pager
              page={params.page}
              pages={Math.ceil((list.data.total ?? 0) / (list.data.pagesize ?? LIBRARY_PAGE_SIZE))}
              hrefOf={hrefOf}
            />
          </Group>
        </div>
      )}
    </>
  );
}

function ListPage({ kind }: { kind: ListKind }) {
  const { t } = useTranslation(NS);
  const viewer = useViewer();
  return (
    <>
      <PageTitle area="library" item={t(`pages.${TITLES[kind]}`)} />
      {kind !== 'all' && viewer === null ? (
        <Alert variant="light" color="ochre">
          <Text>
            {t('list.loginNeeded')}{' '}
            <Anchor component={Link} to="/user/login">
              {t('comments.login')}
            </Anchor>
          </Text>
        </Alert>
      ) : (
        <LibraryList kind={kind} />
      )}
    </>
  );
}

export function LibraryHomePage() {
  return <ListPage kind="all" />;
}

export function MyContentsPage() {
  return <ListPage kind="mine" />;
}

export function StarredContentsPage() {
  return <ListPage kind="starred" />;
}
