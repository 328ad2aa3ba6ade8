import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Checkbox, FileInput, TextInput } from '@mantine/core';
import { Group, Stack } from '@/shared/ui/Group';
import { Text } from '@/shared/ui/Text';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden';
import { Select } from '@/shared/ui/Select';
import { Columns } from '@/shared/ui/Columns';
import { IconCheck, IconFileZip, IconX } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n';
import type { ContentFields, LibraryLabel } from '@millenaire/contracts/library';
import { RichTextEditor } from '@/shared/ui/RichTextEditor';
import { NS } from '../i18n';
import { PLACEHOLDER_STYLES } from './Library.styles';

export interface ContentFormValues {
  title: string;
  version: string;
  /** '' while 'Select' is chosen. */
  category: string;
  culture: string;
  description: string;
  confirmed: boolean;
  file: File | null;
}

export const EMPTY_FORM: ContentFormValues = {
  title: '',
  version: '',
  category: '',
  culture: '',
  description: '',
  confirmed: false,
  file: null,
};

/** Whether rich text holds any text, not just empty paragraphs. */
export function hasText(html: string): boolean {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return text.trim() !== '';
}

/** Which fields are valid (spec §5, library upload). */
export function fieldValidity(values: ContentFormValues) {
  return {
    title: values.title.trim() !== '',
    version: values.version.trim() !== '',
    category: values.category !== '',
    culture: values.culture !== '',
    description: hasText(values.description),
    file: values.file !== null,
  };
}

export function toFields(values: ContentFormValues): ContentFields {
  return {
    title: values.title.trim(),
    version: values.version.trim(),
    category: Number(values.category),
    culture: Number(values.culture),
    description: values.description,
  };
}

/** The validity tick beside a field's label. */
function Tick({ ok }: { ok: boolean }) {
  const { t } = useTranslation(NS);
  return (
    <span style={{ display: 'inline-flex', verticalAlign: 'middle', marginInlineStart: 6 }}>
      {ok ? (
        <IconCheck size={16} color="var(--mantine-color-green-8)" aria-hidden />
      ) : (
        <IconX size={16} color="var(--mantine-color-red-8)" aria-hidden />
      )}
      <VisuallyHidden>({t(ok ? 'form.valid' : 'form.missing')})</VisuallyHidden>
    </span>
  );
}

const labelled = (text: string, ok: boolean): ReactNode => (
  <>
    {text}
    <Tick ok={ok} />
  </>
);

interface ContentFormProps {
  mode: 'create' | 'edit';
  values: ContentFormValues;
  onChange: (values: ContentFormValues) => void;
  categories: LibraryLabel[];
  cultures: LibraryLabel[];
  /** Edit only: whether the confirmed checkbox can be changed. */
  canConfirm?: boolean;
  onSubmit: () => Promise<void>;
  /** Extra buttons beside Submit. */
  extra?: ReactNode;
}

/** Upload Content and Content Edition: the same fields, with a tick each. */
export function ContentForm({
  mode,
  values,
  onChange,
  categories,
  cultures,
  canConfirm = false,
  onSubmit,
  extra,
}: ContentFormProps) {
  const { t } = useTranslation(NS);
  const [busy, setBusy] = useState(false);
  const valid = fieldValidity(values);
  const set = (change: Partial<ContentFormValues>) => onChange({ ...values, ...change });
  const detailsValid =
    valid.title && valid.version && valid.category && valid.culture && valid.description;
  const ready = mode === 'create' ? detailsValid && valid.file : detailsValid;
  const options = (labels: LibraryLabel[]) => [
    { value: '', label: t('form.select') },
    ...labels.map((label) => ({ value: String(label.id), label: label.label })),
  ];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || busy) return;
    setBusy(true);
    try {
      await onSubmit();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Columns cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={labelled(t('form.title'), valid.title)}
            value={values.title}
            maxLength={200}
            required
            onChange={(event) => set({ title: event.currentTarget.value })}
          />
          <TextInput
            label={labelled(t('form.version'), valid.version)}
            value={values.version}
            maxLength={50}
            required
            onChange={(event) => set({ version: event.currentTarget.value })}
          />
          <Select
            label={labelled(t('form.category'), valid.category)}
            value={values.category}
            data={options(categories)}
            required
            onChange={(category) => set({ category })}
          />
          <Select
            label={labelled(t('form.culture'), valid.culture)}
            value={values.culture}
            data={options(cultures)}
            required
            onChange={(culture) => set({ culture })}
          />
        </Columns>
        {mode === 'edit' && (
          <Checkbox
            label={t('form.confirmed')}
            description={canConfirm ? undefined : t('form.confirmedHelp')}
            checked={values.confirmed}
            disabled={!canConfirm}
            onChange={(event) => set({ confirmed: event.currentTarget.checked })}
          />
        )}
        <RichTextEditor
          label={labelled(t('form.description'), valid.description)}
          required
          value={values.description}
          onChange={(description) => set({ description })}
          minHeight={220}
        />
        <FileInput
          label={mode === 'create' ? labelled(t('form.archive'), valid.file) : t('form.archive')}
          description={t('form.archiveNote')}
          placeholder={t(mode === 'create' ? 'form.archivePlaceholder' : 'form.archiveReplace')}
          leftSection={<IconFileZip size={16} aria-hidden />}
          styles={PLACEHOLDER_STYLES}
          value={values.file}
          clearable
          required={mode === 'create'}
          onChange={(file) => set({ file })}
        />
        {mode === 'create' && (
          <Text size="sm" c="gray.7">
            {t('form.picturesNote')}
          </Text>
        )}
        <Group gap="sm">
          <Button type="submit" disabled={!ready} loading={busy}>
            {t(mode === 'create' ? 'form.create' : 'form.submit')}
          </Button>
          {extra}
        </Group>
      </Stack>
    </form>
  );
}
