import { Group } from '@/shared/ui/Group';
import { useParams } from 'react-router';
import { useTranslation } from '@/shared/i18n';
import { entryPath, ITEM_TYPES } from '@millenaire/contracts/encyclopedia';
import { subjectOf } from '@millenaire/contracts/subjects';
import { FollowButton } from '@/features/notifications/widgets/FollowButton';
import { prefetchAll, type PageLoad } from '@/shared/page-data';
import { PageTitle } from '@/shared/ui/PageTitle';
import { LoadError } from '@/shared/ui/QueryState';
import { entryQuery, useEntry } from '../api/get-entry';
import { itemsQuery } from '../api/get-items';
import { EntryHead } from '../components/EntryHead';
import { EntrySkeleton, EntryView } from '../components/EntryView';
import { ItemLists } from '../components/ItemLists';

/** A culture: its travel-book text, description, pictures, then its contents by type. */
export function CulturePage() {
  const { t } = useTranslation();
  const { culture = '' } = useParams();
  const entry = useEntry({ culture });
  return (
    <>
      <PageTitle area="encyclopedia" item={entry.data?.title ?? culture} />
      {entry.isPending && <EntrySkeleton />}
      {entry.isError && <LoadError error={entry.error} />}
      {entry.isSuccess && (
        <>
          <EntryHead
            entry={entry.data}
            breadcrumbs={[
              { name: t('areas.encyclopedia'), path: '/encyclopedia' },
              { name: entry.data.title, path: entryPath(culture, 'cultures', culture) },
            ]}
          />
          <Group mb="sm">
            <FollowButton subject={subjectOf('culture', culture)} name={entry.data.title} />
          </Group>
          <EntryView entry={entry.data} editPath={`/encyclopedia/${culture}/edit`} />
          <ItemLists culture={culture} />
        </>
      )}
    </>
  );
}

/** The culture's entry and its lists of contents, type by type. */
export const loadCulturePage: PageLoad = ({ params, language, client }) => {
  const culture = params.culture ?? '';
  return prefetchAll(client, [
    entryQuery({ culture }, language),
    ...ITEM_TYPES.map((type) => itemsQuery(culture, type, language)),
  ]);
};
