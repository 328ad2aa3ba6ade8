import { useState, type FormEvent } from 'react';
import { Button, Divider, NumberInput, Textarea } from '@mantine/core';
import { Group, Stack } from '@/shared/ui/Group';
import { Columns } from '@/shared/ui/Columns';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n';
import type { HofEntry } from '@millenaire/contracts/halloffame';
import { notifySuccess } from '@/shared/notify';
import { NS } from '../i18n';
import { useCreateHofEntry } from '../api/create-hof-entry';
import { useReplaceHofAvatar } from '../api/replace-hof-avatar';
import { useUpdateHofEntry } from '../api/update-hof-entry';
import { AvatarPicker } from './AvatarPicker';
import { linesOf, validLines } from './hof-lines';

/** An entry's avatar replaced on its own, with a preview of the new image first. */
function ReplaceAvatar({ entry }: { entry: HofEntry }) {
  const { t } = useTranslation(NS);
  const [file, setFile] = useState<File | null>(null);
  const replace = useReplaceHofAvatar(() => {
    notifySuccess(t('hof.avatarReplaced'));
    setFile(null);
  });
  return (
    <Stack gap="xs">
      <AvatarPicker
        label={t('hof.newAvatar')}
        file={file}
        onChange={setFile}
        current={`/libraryres/img/${encodeURIComponent(entry.avatar)}`}
      />
      <Group justify="flex-end">
        <Button
          variant="light"
          leftSection={<IconUpload size={16} />}
          disabled={!file}
          loading={replace.isPending}
          onClick={() => file && replace.mutate({ id: entry.id, avatar: file })}
        >
          {t('hof.replaceAvatar')}
        </Button>
      </Group>
    </Stack>
  );
}

interface HofEntryFormProps {
  /** The entry to change, or null for a new one. */
  entry: HofEntry | null;
  onDone: () => void;
}

/** A new entry (avatar and lines) or an entry's lines and position. */
export function HofEntryForm({ entry, onDone }: HofEntryFormProps) {
  const { t } = useTranslation(NS);
  const [avatar, setAvatar] = useState<File | null>(null);
  const [textEn, setTextEn] = useState(entry?.text_en.join('\n') ?? '');
  const [textFr, setTextFr] = useState(entry?.text_fr.join('\n') ?? '');
  const [pos, setPos] = useState<number>(entry?.pos ?? 0);
  const [tried, setTried] = useState(false);
  const done = (key: 'hof.created' | 'hof.saved') => () => {
    notifySuccess(t(key));
    onDone();
  };
  const create = useCreateHofEntry(done('hof.created'));
  const update = useUpdateHofEntry(done('hof.saved'));
  const lines = { text_en: linesOf(textEn), text_fr: linesOf(textFr), pos };
  const enOk = validLines(lines.text_en);
  const frOk = validLines(lines.text_fr);
  const avatarOk = entry !== null || avatar !== null;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (!enOk || !frOk || !avatarOk) return;
    if (entry) update.mutate({ id: entry.id, ...lines });
    else if (avatar) create.mutate({ avatar, ...lines });
  }

  const error = (ok: boolean) => (tried && !ok ? t('hof.linesInvalid') : undefined);
  return (
    <Stack>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {!entry && (
            <AvatarPicker
              label={t('hof.avatar')}
              file={avatar}
              onChange={setAvatar}
              error={tried && !avatarOk ? t('hof.avatarMissing') : undefined}
              required
            />
          )}
          <Columns cols={{ base: 1, sm: 2 }} spacing="sm">
            <Textarea
              label={t('hof.textEn')}
              description={t('hof.linesHint')}
              rows={5}
              value={textEn}
              onChange={(event) => setTextEn(event.currentTarget.value)}
              error={error(enOk)}
              required
            />
            <Textarea
              label={t('hof.textFr')}
              description={t('hof.linesHint')}
              rows={5}
              value={textFr}
              onChange={(event) => setTextFr(event.currentTarget.value)}
              error={error(frOk)}
              required
            />
          </Columns>
          <NumberInput
            label={t('hof.pos')}
            description={t('hof.posHint')}
            min={0}
            max={100000}
            allowDecimal={false}
            value={pos}
            onChange={(value) => setPos(typeof value === 'number' ? value : 0)}
            maw={200}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
      {entry && (
        <>
          <Divider />
          <ReplaceAvatar entry={entry} />
        </>
      )}
    </Stack>
  );
}
