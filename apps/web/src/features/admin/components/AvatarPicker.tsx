import { useEffect, useState } from 'react';
import { FileInput } from '@mantine/core';
import { Group } from '@/shared/ui/Group';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n';
import { NS } from '../i18n';
import classes from './Admin.module.css';

export const AVATAR_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

/** A preview address for an image file, or null where the browser cannot make one. */
function previewOf(file: File | null): string | null {
  if (!file || typeof URL.createObjectURL !== 'function') return null;
  return URL.createObjectURL(file);
}

interface AvatarPickerProps {
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  /** The image shown before a file is chosen (an entry's present avatar). */
  current?: string;
  required?: boolean;
  error?: string;
}

/** An image file input with the chosen image (or the present one) beside it. */
export function AvatarPicker({
  label,
  file,
  onChange,
  current,
  required,
  error,
}: AvatarPickerProps) {
  const { t } = useTranslation(NS);
  const [preview, setPreview] = useState<string | null>(() => previewOf(file));
  // Each preview address is released once replaced, and when the picker goes.
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  const choose = (next: File | null) => {
    setPreview(previewOf(next));
    onChange(next);
  };
  const shown = preview ?? current;
  return (
    <Group align="flex-end" wrap="nowrap" gap="sm">
      {shown ? (
        <img
          className={classes.avatarPreview}
          src={shown}
          alt={t('hof.preview')}
          width={72}
          height={72}
        />
      ) : (
        <div className={classes.avatarPreview} aria-hidden>
          <IconPhoto size={28} />
        </div>
      )}
      <FileInput
        className={classes.grow}
        label={label}
        description={t('hof.avatarHint')}
        placeholder={t('hof.chooseImage')}
        accept={AVATAR_TYPES}
        value={file}
        onChange={choose}
        required={required}
        error={error}
        clearable
      />
    </Group>
  );
}
