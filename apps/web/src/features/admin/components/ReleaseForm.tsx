import { useState, type FormEvent } from 'react';
import { Alert, Button, Checkbox, Textarea, TextInput } from '@mantine/core';
import { Group } from '@/shared/ui/Group';
import { Columns } from '@/shared/ui/Columns';
import { useTranslation } from '@/shared/i18n';
import type { VersionAdmin } from '@millenaire/contracts/versions';
import { ApiError } from '@/shared/api-client';
import { notifySuccess } from '@/shared/notify';
import { NS } from '../i18n';
import { missingDownloads } from '../api/check-downloads';
import { useSaveRelease } from '../api/save-release';
import classes from './Admin.module.css';
import {
  fieldOfRefusal,
  missingFields,
  releasePayload,
  releaseValues,
  type ReleaseField,
  type ReleaseValues,
} from './release-form';

type TextField = Exclude<ReleaseField, 'dev' | 'current'>;
type HintField = 'version' | 'url' | 'serverurl';

interface ReleaseFormProps {
  /** The release to change, or null for a new one. */
  release: VersionAdmin | null;
  onDone: () => void;
}

/** Every field of a release, in English and French; the server checks them again. */
export function ReleaseForm({ release, onDone }: ReleaseFormProps) {
  const { t } = useTranslation(NS);
  const [values, setValues] = useState<ReleaseValues>(() => releaseValues(release, new Date()));
  const [tried, setTried] = useState(false);
  const [checking, setChecking] = useState(false);
  // Archives missing from the downloads folder, already told: saving again keeps the address.
  const [missing, setMissing] = useState<string[]>([]);
  const save = useSaveRelease(() => {
    notifySuccess(t(release ? 'releases.saved' : 'releases.created', { version: values.version }));
    onDone();
  });
  const empty = missingFields(values);
  // The field the server refused, until the next change or save.
  const refused =
    save.error instanceof ApiError && save.error.message === 'INVALID_INPUT'
      ? fieldOfRefusal(save.error.field)
      : undefined;

  function set<K extends ReleaseField>(key: K, value: ReleaseValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    if (save.isError) save.reset();
  }

  function text(key: TextField, extra: { type?: string; step?: number; hint?: HintField } = {}) {
    return {
      label: t(`releases.fields.${key}`),
      description: extra.hint ? t(`releases.hints.${extra.hint}`) : undefined,
      value: values[key],
      onChange: (event: { currentTarget: { value: string } }) =>
        set(key, event.currentTarget.value),
      error: (tried && empty.includes(key)) || refused === key ? t('releases.invalid') : undefined,
      type: extra.type,
      step: extra.step,
    };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (empty.length > 0) return;
    setChecking(true);
    const absent = await missingDownloads([values.url, values.serverurl]).finally(() =>
      setChecking(false),
    );
    const told = absent.every((file) => missing.includes(file));
    setMissing(absent);
    if (told) save.mutate({ id: release?.id ?? null, payload: releasePayload(values) });
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Columns cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput required {...text('version', { hint: 'version' })} />
        <TextInput required {...text('mcversion')} />
        <TextInput required {...text('url', { hint: 'url' })} />
        <TextInput {...text('serverurl', { hint: 'serverurl' })} />
        <TextInput required {...text('date', { type: 'datetime-local', step: 1 })} />
        <Group gap="lg" align="center" className={classes.besideFields}>
          <Checkbox
            label={t('releases.fields.dev')}
            checked={values.dev}
            onChange={(event) => set('dev', event.currentTarget.checked)}
          />
          <Checkbox
            label={t('releases.fields.current')}
            checked={values.current}
            onChange={(event) => set('current', event.currentTarget.checked)}
          />
        </Group>
        <TextInput required {...text('title_en')} />
        <TextInput required {...text('title_fr')} />
        <Textarea rows={5} resize="vertical" {...text('description_en')} />
        <Textarea rows={5} resize="vertical" {...text('description_fr')} />
      </Columns>
      {missing.length > 0 && (
        <Alert color="yellow" variant="light" mt="md" role="alert">
          {t('releases.missingFile', { count: missing.length, files: missing.join(', ') })}
        </Alert>
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onDone}>
          {t('cancel')}
        </Button>
        <Button type="submit" loading={checking || save.isPending}>
          {t('save')}
        </Button>
      </Group>
    </form>
  );
}
