import { Alert, Anchor, Skeleton } from '@mantine/core';
import { Group } from '@/shared/ui/Group';
import { Text } from '@/shared/ui/Text';
import { Columns } from '@/shared/ui/Columns';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from '@/shared/i18n';
import { LIBRARY_PAGE_SIZE } from '@millenaire/contracts/library';
import { useViewer } from '@/shared/auth/viewer';
import { LANGUAGE_PARAMETER } from '@/shared/i18n';
import { PageTitle } from '@/shared/ui/PageTitle';
import { Loading, LoadError } from '@/shared/ui/QueryState';
import { useHead } from '@/shared/head';
import { prefetchAll, type PageLoad } from '@/shared/page-data';
import {
  labelsQuery,
  listQuery,
  useLabels,
  useLibraryList,
  type ListKind,
} from '../api/library-api';
import { CardGridSkeleton, ContentCard, GRID_COLS } from '../components/ContentCard';
import { ListFilters } from '../components/ListFilters';
import { Pager } from '../components/Pager';
import { NS } from '../i18n';
import { listSearch, readListParams, useListParams } from '../list-params';
import { StaticPart } from '@/shared/ui/StaticPart';

const TITLES = { all: 'libraryHome', mine: 'mycontents', starred: 'starredcontents' } as const;
const EMPTY = { all: 'list.empty', mine: 'list.emptyMine', starred: 'list.emptyStarred' } as const;

function LibraryList({ kind }: { kind: ListKind }) {
  const { t } = useTranslation(NS);
  const { pathname, search } = useLocation();
  const [params, update] = useListParams();
  const list = useLibraryList(kind, params);
  const categories = useLabels('categories');
  const cultures = useLabels('cultures');
  const hrefOf = (page: number) => {
    const query = listSearch({ ...params, page }, new URLSearchParams(search)).toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  const filtered = params.q !== '' || params.category !== null || params.culture !== null;

  return (
    <>
      <ListFilters
        action={pathname}
        language={new URLSearchParams(search).get(LANGUAGE_PARAMETER)}
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
            // Cards of links and counts, the same for everyone: kept as the server sent them.
            <StaticPart of={list.data}>
              <Columns cols={GRID_COLS} spacing="md">
                {list.data.contents.map((content) => (
                  <ContentCard key={content.contentid} content={content} />
                ))}
              </Columns>
            </StaticPart>
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

/** The list's filters that its feed follows (the feed is always the newest first). */
function feedSearch(params: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const name of ['category', 'culture', 'q']) {
    const value = params.get(name);
    if (value) kept.set(name, value);
  }
  return kept.toString();
}

/** The library's place in the site and what it holds, for search engines and link previews. */
function LibraryHead() {
  const { t } = useTranslation(NS);
  const { t: tShell } = useTranslation();
  const [params] = useSearchParams();
  useHead({
    description: t('list.description'),
    breadcrumbs: [{ name: tShell('areas.library'), path: '/library' }],
    feed: { title: t('list.feed'), path: '/feeds/library.atom', search: feedSearch(params) },
  });
  return null;
}

export function LibraryHomePage() {
  return (
    <>
      <LibraryHead />
      <ListPage kind="all" />
    </>
  );
}

export function MyContentsPage() {
  return <ListPage kind="mine" />;
}

export function StarredContentsPage() {
  return <ListPage kind="starred" />;
}

/**
 * The list's page that the address asks for (filters, sort, free text and
 * page, read as the page reads them), and the categories and cultures its
 * filters offer. The server renders it for a visitor: without the contents
 * only administrators see.
 */
export const loadLibraryHomePage: PageLoad = ({ url, language, client }) =>
  prefetchAll(client, [
    listQuery('all', readListParams(url.searchParams), language, false),
    labelsQuery('categories', language),
    labelsQuery('cultures', language),
  ]);
