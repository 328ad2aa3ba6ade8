import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import { NS } from '../i18n';

interface EmailInputProps {
  label: string;
  description?: string;
  required?: boolean;
  value: string;
  valid: boolean;
  onChange: (value: string) => void;
  /** The server's refusal of the address, shown on the field. */
  error?: string;
}

/** An address field that points out a malformed address once the visitor leaves it. */
export function EmailInput({
  label,
  description,
  required,
  value,
  valid,
  onChange,
  error,
}: EmailInputProps) {
  const { t } = useTranslation(NS);
  const [left, setLeft] = useState(false);
  const showError = left && value.trim() !== '' && !valid;
  return (
    <TextInput
      type="email"
      label={label}
      description={description}
      autoComplete="email"
      required={required}
      value={value}
      error={showError ? t('emailInvalid') : error}
      onBlur={() => setLeft(true)}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
