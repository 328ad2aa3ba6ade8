import { useParams } from 'react-router';
import { PageTitle } from '@/shared/ui/PageTitle';
import { LoadError } from '@/shared/ui/QueryState';
import { useEntry } from '../api/get-entry';
import { EntrySkeleton, EntryView } from '../components/EntryView';
import { ItemLists } from '../components/ItemLists';

/** A culture: its travel-book text, description, pictures, then its contents by type. */
export function CulturePage() {
  const { culture = '' } = useParams();
  const entry = useEntry({ culture });
  return (
    <>
      <PageTitle area="encyclopedia" item={entry.data?.title ?? culture} />
      {entry.isPending && <EntrySkeleton />}
      {entry.isError && <LoadError error={entry.error} />}
      {entry.isSuccess && (
        <>
          <EntryView entry={entry.data} editPath={`/encyclopedia/${culture}/edit`} />
          <ItemLists culture={culture} />
        </>
      )}
    </>
  );
}
