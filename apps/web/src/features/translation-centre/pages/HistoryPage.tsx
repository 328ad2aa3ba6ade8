import { useState } from 'react';
import { Alert, Button } from '@mantine/core';
import { Paper } from '@/shared/ui/Paper';
import { Group, Stack } from '@/shared/ui/Group';
import { Text } from '@/shared/ui/Text';
import { useParams } from 'react-router';
import { useTranslation } from '@/shared/i18n';
import { TRANSLATION_PAGE_SIZE, type HistoryEntry } from '@millenaire/contracts/translations';
import { canSaveTranslation } from '@millenaire/contracts/rules';
import { ApiError } from '@/shared/api-client';
import { useViewer } from '@/shared/auth/viewer';
import { formatDate } from '@/shared/format-date';
import { useHead } from '@/shared/head';
import { prefetchAll, type PageLoad } from '@/shared/page-data';
import { PageTitle } from '@/shared/ui/PageTitle';
import { QueryState } from '@/shared/ui/QueryState';
import { historyQuery, useHistory } from '../api/get-history';
import { useRestoreFile } from '../api/line-history';
import { ChangeList } from '../components/ChangeList';
import { Pager } from '../components/Pager';
import { NS } from '../i18n';

/** A translator's way to put a version back: a question, then a new save on top of the latest. */
function RestoreVersion({
  entry,
  latest,
  restore,
}: {
  entry: HistoryEntry;
  latest: number;
  restore: ReturnType<typeof useRestoreFile>;
}) {
  const { t } = useTranslation(NS);
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <Button
        size="compact-sm"
        variant="subtle"
        onClick={() => {
          // A refusal read, the translator starts again.
          restore.reset();
          setAsking(true);
        }}
      >
        {t('fileRestore.restore')}
      </Button>
    );
  }
  return (
    <Stack gap={6} mt="xs" w="100%" role="group" aria-label={t('fileRestore.restore')}>
      <Text size="sm">{t('fileRestore.question', { revision: entry.revision })}</Text>
      <Group gap="xs">
        <Button
          size="compact-sm"
          loading={restore.isPending}
          onClick={() =>
            restore.mutate(
              { revision: entry.revision, basedon: latest },
              { onSettled: () => setAsking(false) },
            )
          }
        >
          {t('fileRestore.confirm')}
        </Button>
        <Button size="compact-sm" variant="default" onClick={() => setAsking(false)}>
          {t('fileRestore.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}

function Version({
  entry,
  latest,
  restore,
}: {
  entry: HistoryEntry;
  latest: number;
  /** For a translator, on every version but the latest. */
  restore?: ReturnType<typeof useRestoreFile>;
}) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  return (
    <Paper withBorder p="sm" data-testid="history-version">
      <Group justify="space-between">
        <Text size="sm">
          <b>{t('fileRestore.revision', { revision: entry.revision })}</b> ·{' '}
          <b>{entry.author ?? t('info.noAuthor')}</b> ·{' '}
          {t('info.field', {
            label: t('info.version'),
            value: entry.version ?? t('info.noVersion'),
          })}{' '}
          · {formatDate(entry.createdon)} ·{' '}
          {t('info.field', { label: t('info.elements'), value: entry.elementcount })}
          {entry.restoredfrom !== null && (
            <>
              {' '}
              · <i>{t('fileRestore.restoredFrom', { revision: entry.restoredfrom })}</i>
            </>
          )}
        </Text>
        <Group gap="xs">
          {restore && <RestoreVersion entry={entry} latest={latest} restore={restore} />}
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => setOpen((o) => !o)}
            aria-expanded={open}
          >
            {open ? t('history.hide') : t('history.show')}
          </Button>
        </Group>
      </Group>
      {open && (
        <Stack mt="xs">
          <ChangeList changes={entry.changes} />
        </Stack>
      )}
    </Paper>
  );
}

export function FileHistoryPage() {
  const { t } = useTranslation([NS, 'translation']);
  const { filekey = '', language = '' } = useParams();
  const query = useHistory(filekey, language);
  const [page, setPage] = useState(1);
  const restore = useRestoreFile(filekey, language);
  const translator = canSaveTranslation(useViewer());
  const conflict = restore.error instanceof ApiError && restore.error.status === 409;
  const path = `/translationcentre/history/${encodeURIComponent(filekey)}/${encodeURIComponent(language)}`;
  useHead({
    description: t('history.description', { filekey, language }),
    breadcrumbs: [
      { name: t('translation:menu.translationcentre'), path: '/translationcentre' },
      { name: t('pages.fileHistory', { filekey: `${filekey} (${language})` }), path },
    ],
    feed: {
      title: t('history.feed', { language }),
      path: '/feeds/translations.atom',
      search: new URLSearchParams({ language }).toString(),
    },
  });
  return (
    <Stack gap="sm">
      <PageTitle
        area="translationcentre"
        item={t('pages.fileHistory', { filekey: `${filekey} (${language})` })}
      />
      <QueryState query={query}>
        {(entries) => {
          const pages = Math.max(1, Math.ceil(entries.length / TRANSLATION_PAGE_SIZE));
          const shown = entries.slice(
            (page - 1) * TRANSLATION_PAGE_SIZE,
            page * TRANSLATION_PAGE_SIZE,
          );
          return (
            <Stack gap="xs">
              {entries.length === 0 && <Text c="dimmed">{t('info.none')}</Text>}
              {conflict && (
                <Alert color="orange" role="alert">
                  {t('fileRestore.conflict')}
                </Alert>
              )}
              {shown.map((entry) => (
                <Version
                  key={entry.revision}
                  entry={entry}
                  latest={entries[0]!.revision}
                  restore={
                    translator && entry.revision !== entries[0]!.revision ? restore : undefined
                  }
                />
              ))}
              <Pager total={pages} page={page} onChange={setPage} />
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}

/** Every version of the file the address names, in its language. */
export const loadFileHistoryPage: PageLoad = ({ params, client }) =>
  prefetchAll(client, [historyQuery(params.filekey ?? '', params.language ?? '')]);
