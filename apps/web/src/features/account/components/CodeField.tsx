import { TextInput } from '@mantine/core';

interface CodeFieldProps {
  label: string;
  description?: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/**
 * A second-factor code: the 6 digits of the authenticator app, or a recovery
 * code (letters too), so the keyboard stays a text one; phones offer the code
 * an SMS or a password manager holds.
 */
export function CodeField({ label, description, value, error, onChange }: CodeFieldProps) {
  return (
    <TextInput
      label={label}
      description={description}
      required
      autoComplete="one-time-code"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={40}
      value={value}
      error={error}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
