import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface EmailInputProps {
  label: string;
  description?: string;
  required?: boolean;
  value: string;
  valid: boolean;
  onChange: (value: string) => void;
}

/** An address field that points out a malformed address once the visitor leaves it. */
export function EmailInput({
  label,
  description,
  required,
  value,
  valid,
  onChange,
}: EmailInputProps) {
  const { t } = useTranslation();
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
      error={showError ? t('account.emailInvalid') : undefined}
      onBlur={() => setLeft(true)}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
