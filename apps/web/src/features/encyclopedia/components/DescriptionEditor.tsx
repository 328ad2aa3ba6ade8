import { useState } from 'react';
import { Alert, Button, Checkbox } from '@mantine/core';
import { Paper } from '@/shared/ui/Paper';
import { Group, Stack } from '@/shared/ui/Group';
import { Text, Title } from '@/shared/ui/Text';
import { Columns } from '@/shared/ui/Columns';
import { IconAlertTriangle, IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n';
import type { HistoryRecord } from '@millenaire/contracts/encyclopedia';
import { ApiError, messageText } from '@/shared/api-client';
import { formatDate } from '@/shared/format-date';
import { useSiteLanguage } from '@/shared/i18n';
import { notifyError, notifySuccess } from '@/shared/notify';
import { RichTextEditor } from '@/shared/ui/RichTextEditor';
import { NS } from '../i18n';
import { saveDescription, type EditRef } from '../api/edit-entry';
import { HistoryList } from './HistoryList';
import { RichHtml } from './RichHtml';

interface DescriptionEditorProps {
  entry: EditRef;
  /** Every saved version, newest first. */
  history: HistoryRecord[];
  /** Reloads the page's data; resolves with the newest record. */
  reload: () => Promise<HistoryRecord | undefined>;
}

/** Both texts after a conflicting save, so nothing typed is lost. */
function ConflictView({
  theirs,
  yours,
  onKeep,
  onTake,
}: {
  theirs: HistoryRecord;
  yours: string | null;
  onKeep: () => void;
  onTake: () => void;
}) {
  const { t } = useTranslation(NS);
  const removed = <Text c="dimmed">{t('edit.removedText')}</Text>;
  return (
    <Alert color="orange" icon={<IconAlertTriangle aria-hidden />} title={t('edit.conflictTitle')}>
      <Stack gap="sm">
        <Text size="sm">{t('edit.conflictText')}</Text>
        <Columns cols={{ base: 1, md: 2 }}>
          <Paper withBorder p="sm">
            <Title order={3} size="h5" mb="xs">
              {t('edit.theirs', {
                author: theirs.author ?? '–',
                date: formatDate(theirs.createdon),
              })}
            </Title>
            {theirs.desc === null ? removed : <RichHtml html={theirs.desc} />}
          </Paper>
          <Paper withBorder p="sm">
            <Title order={3} size="h5" mb="xs">
              {t('edit.yours')}
            </Title>
            {yours === null ? removed : <RichHtml html={yours} />}
          </Paper>
        </Columns>
        <Group>
          <Button onClick={onKeep}>{t('edit.keepMine')}</Button>
          <Button variant="default" onClick={onTake}>
            {t('edit.takeTheirs')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/**
 * The description in the site's language: the rich-text editor, the removal
 * checkbox and Submit. The save names the record the text started from; when
 * someone saved since, the server refuses it and both texts are shown.
 */
export function DescriptionEditor({ entry, history, reload }: DescriptionEditorProps) {
  const { t } = useTranslation(NS);
  const language = useSiteLanguage();
  const latest = history[0];
  const [html, setHtml] = useState(latest?.desc ?? '');
  const [remove, setRemove] = useState(false);
  const [basedOn, setBasedOn] = useState(latest?.id ?? 0);
  const [conflict, setConflict] = useState<HistoryRecord | null>(null);
  const [saving, setSaving] = useState(false);
  const desc = remove || html === '' ? null : html;

  /** Saves `text` on top of `base`; true when saved. */
  async function save(text: string | null, base: number): Promise<boolean> {
    try {
      await saveDescription(entry, language, text, base);
      notifySuccess(t('edit.saved'));
      setConflict(null);
      setBasedOn((await reload())?.id ?? 0);
      return true;
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      notifyError(t('edit.failed', { message: messageText(err.message) }));
      if (err.status === 409) setConflict((await reload()) ?? null);
      return false;
    }
  }

  async function submit() {
    setSaving(true);
    await save(desc, basedOn).finally(() => setSaving(false));
  }

  /** A former version saved again as the newest; the editor then holds it. */
  async function restore(record: HistoryRecord) {
    if (await save(record.desc, latest?.id ?? 0)) {
      setHtml(record.desc ?? '');
      setRemove(record.desc === null);
    }
  }

  return (
    <Stack gap="sm">
      {conflict && (
        <ConflictView
          theirs={conflict}
          yours={desc}
          onKeep={() => {
            setBasedOn(conflict.id);
            setConflict(null);
          }}
          onTake={() => {
            setBasedOn(conflict.id);
            setHtml(conflict.desc ?? '');
            setRemove(conflict.desc === null);
            setConflict(null);
          }}
        />
      )}
      <RichTextEditor
        label={t('edit.description', { language: t(`edit.languageName.${language}`) })}
        value={html}
        onChange={setHtml}
        minHeight={220}
      />
      <Text size="sm" c="dimmed">
        {t('edit.descriptionHelp')}
      </Text>
      <Checkbox
        label={t('edit.remove')}
        description={t('edit.removeHelp')}
        checked={remove}
        onChange={(event) => setRemove(event.currentTarget.checked)}
      />
      <Group>
        <Button
          onClick={() => void submit()}
          loading={saving}
          disabled={conflict !== null}
          leftSection={<IconDeviceFloppy size={16} aria-hidden />}
        >
          {t('edit.submit')}
        </Button>
      </Group>
      <HistoryList history={history} onRestore={restore} />
    </Stack>
  );
}
