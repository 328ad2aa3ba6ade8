import { useState } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from '@/shared/i18n';
import { TRANSLATION_PAGE_SIZE, type HistoryEntry } from '@millenaire/contracts/translations';
import { formatDate } from '@/shared/format-date';
import { useHead } from '@/shared/head';
import { prefetchAll, type PageLoad } from '@/shared/page-data';
import { PageTitle } from '@/shared/ui/PageTitle';
import { QueryState } from '@/shared/ui/QueryState';
import { historyQuery, useHistory } from '../api/get-history';
import { ChangeList } from '../components/ChangeList';
import { Pager } from '../components/Pager';
import { NS } from '../i18n';

function Version({ entry }: { entry: HistoryEntry }) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  return (
    <Paper withBorder p="sm" data-testid="history-version">
      <Group justify="space-between">
        <Text size="sm">
          <b>{entry.author ?? t('info.noAuthor')}</b> ·{' '}
          {t('info.field', {
            label: t('info.version'),
            value: entry.version ?? t('info.noVersion'),
          })}{' '}
          · {formatDate(entry.createdon)} ·{' '}
          {t('info.field', { label: t('info.elements'), value: entry.elementcount })}
        </Text>
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
        >
          {open ? t('history.hide') : t('history.show')}
        </Button>
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
              {shown.map((entry) => (
                <Version key={entry.revision} entry={entry} />
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
