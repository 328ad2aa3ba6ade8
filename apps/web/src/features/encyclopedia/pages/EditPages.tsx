import { Anchor, Divider, Skeleton } from '@mantine/core';
import { Group, Stack } from '@/shared/ui/Group';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from '@/shared/i18n';
import { entryPath } from '@millenaire/contracts/encyclopedia';
import { useSiteLanguage } from '@/shared/i18n';
import { PageTitle } from '@/shared/ui/PageTitle';
import { LoadError, Loading } from '@/shared/ui/QueryState';
import { NS } from '../i18n';
import type { EditRef } from '../api/edit-entry';
import { useEntryHistory } from '../api/get-history';
import { DescriptionEditor } from '../components/DescriptionEditor';
import { ImageHistoryList } from '../components/ImageHistoryList';
import { ImageManager } from '../components/ImageManager';
import classes from '../components/Edit.module.css';

/** The editor's place while the page's data loads: toolbar, writing area, checkbox, button. */
function EditSkeleton() {
  return (
    <Loading>
      <Stack gap="sm" className={classes.editorSkeleton}>
        <Skeleton height={20} width={200} />
        <Skeleton height={46 + 220 + 2} />
        <Skeleton height={40} width="60%" />
        <Skeleton height={36} width={100} />
      </Stack>
    </Loading>
  );
}

function EntryEdit({ entry }: { entry: EditRef }) {
  const { t } = useTranslation(NS);
  const language = useSiteLanguage();
  const history = useEntryHistory(entry);
  const reload = async () => (await history.refetch()).data?.history[0];
  const title = history.data?.title ?? entry.itemkey;
  return (
    <>
      <PageTitle area="encyclopedia" item={t('edit.title', { title })} />
      <Group mb="md">
        <Anchor component={Link} to={entryPath(entry.culture, entry.type, entry.itemkey)}>
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            {t('edit.viewPage')}
          </Group>
        </Anchor>
      </Group>
      {history.isPending && <EditSkeleton />}
      {history.isError && <LoadError error={history.error} />}
      {history.isSuccess && (
        <Stack gap="xl">
          <DescriptionEditor
            key={language}
            entry={entry}
            history={history.data.history}
            reload={reload}
          />
          <Divider />
          <ImageManager entry={entry} images={history.data.images} reload={reload} />
          <ImageHistoryList entry={entry} histories={history.data.imagehistory} reload={reload} />
        </Stack>
      )}
    </>
  );
}

/** /encyclopedia/{culture}/edit: a culture's own description and pictures. */
export function CultureEditPage() {
  const { culture = '' } = useParams();
  return <EntryEdit entry={{ culture, type: 'cultures', itemkey: culture }} />;
}

/** /encyclopedia/{culture}/{type}/{itemkey}/edit: an item's description and pictures. */
export function ItemEditPage() {
  const { culture = '', type = '', itemkey = '' } = useParams();
  return <EntryEdit entry={{ culture, type, itemkey }} />;
}
