import { Anchor, Breadcrumbs } from '@mantine/core';
import { Text } from '@/shared/ui/Text';
import { Link, useParams } from 'react-router';
import { useTranslation } from '@/shared/i18n';
import { entryPath, isItemType, type EntryDetail } from '@millenaire/contracts/encyclopedia';
import { prefetchAll, type PageLoad } from '@/shared/page-data';
import { PageTitle } from '@/shared/ui/PageTitle';
import { LoadError } from '@/shared/ui/QueryState';
import { NS } from '../i18n';
import { culturesQuery, useCultures } from '../api/get-cultures';
import { entryQuery, useEntry } from '../api/get-entry';
import { EntryHead } from '../components/EntryHead';
import { EntrySkeleton, EntryView } from '../components/EntryView';

/** The culture's name in the site language (its key until the cultures are known). */
function useCultureLabel(culture: string): string {
  const cultures = useCultures();
  return cultures.data?.find((c) => c.itemkey === culture)?.label ?? culture;
}

/** Where the item belongs: its culture (a link) and its type. */
function ItemTrail({ culture, type }: { culture: string; type: string }) {
  const { t } = useTranslation(NS);
  const label = useCultureLabel(culture);
  return (
    <Breadcrumbs mb="sm" separator="›">
      <Anchor component={Link} to={entryPath(culture, 'cultures', culture)}>
        {label}
      </Anchor>
      {isItemType(type) && <Text c="dimmed">{t(`types.${type}`)}</Text>}
    </Breadcrumbs>
  );
}

/** The item's head: its text and picture, under Encyclopedia › its culture. */
function ItemHead({ entry, culture, path }: { entry: EntryDetail; culture: string; path: string }) {
  const { t } = useTranslation();
  const label = useCultureLabel(culture);
  return (
    <EntryHead
      entry={entry}
      breadcrumbs={[
        { name: t('areas.encyclopedia'), path: '/encyclopedia' },
        { name: label, path: entryPath(culture, 'cultures', culture) },
        { name: entry.title, path },
      ]}
    />
  );
}

/** A village, villager, building or trade good, laid out like a culture's page. */
export function ItemPage() {
  const { culture = '', type = '', itemkey = '' } = useParams();
  const entry = useEntry({ culture, type, itemkey });
  const path = entryPath(culture, type, itemkey);
  return (
    <>
      <PageTitle area="encyclopedia" item={entry.data?.title ?? itemkey} />
      <ItemTrail culture={culture} type={type} />
      {entry.isPending && <EntrySkeleton />}
      {entry.isError && <LoadError error={entry.error} />}
      {entry.isSuccess && (
        <>
          <ItemHead entry={entry.data} culture={culture} path={path} />
          <EntryView entry={entry.data} editPath={`${path}/edit`} />
        </>
      )}
    </>
  );
}

/** The item's entry, and the cultures for its culture's name above it. */
export const loadItemPage: PageLoad = ({ params, language, client }) => {
  const { culture = '', type = '', itemkey = '' } = params;
  return prefetchAll(client, [
    entryQuery({ culture, type, itemkey }, language),
    culturesQuery(language),
  ]);
};
