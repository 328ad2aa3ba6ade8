import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { entryPath, isItemType } from '@millenaire/contracts/encyclopedia';
import { PageTitle } from '@/shared/ui/PageTitle';
import { LoadError } from '@/shared/ui/QueryState';
import { NS } from '../i18n';
import { useCultures } from '../api/get-cultures';
import { useEntry } from '../api/get-entry';
import { EntrySkeleton, EntryView } from '../components/EntryView';

/** Where the item belongs: its culture (a link) and its type. */
function ItemTrail({ culture, type }: { culture: string; type: string }) {
  const { t } = useTranslation(NS);
  const cultures = useCultures();
  const label = cultures.data?.find((c) => c.itemkey === culture)?.label ?? culture;
  return (
    <Breadcrumbs mb="sm" separator="›">
      <Anchor component={Link} to={entryPath(culture, 'cultures', culture)}>
        {label}
      </Anchor>
      {isItemType(type) && <Text c="dimmed">{t(`types.${type}`)}</Text>}
    </Breadcrumbs>
  );
}

/** A village, villager, building or trade good, laid out like a culture's page. */
export function ItemPage() {
  const { culture = '', type = '', itemkey = '' } = useParams();
  const entry = useEntry({ culture, type, itemkey });
  return (
    <>
      <PageTitle area="encyclopedia" item={entry.data?.title ?? itemkey} />
      <ItemTrail culture={culture} type={type} />
      {entry.isPending && <EntrySkeleton />}
      {entry.isError && <LoadError error={entry.error} />}
      {entry.isSuccess && (
        <EntryView entry={entry.data} editPath={`${entryPath(culture, type, itemkey)}/edit`} />
      )}
    </>
  );
}
