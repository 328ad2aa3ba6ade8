import { useId } from 'react';
import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/**
 * Mantine's password input, with what its inner field lacks for screen
 * readers: marked invalid when it shows an error, and described by that
 * error and its description.
 */
export function PasswordField(props: PasswordInputProps) {
  const generated = useId();
  const id = props.id ?? generated;
  const hasError = props.error !== undefined && props.error !== null && props.error !== false;
  const describedBy = [
    hasError && props.error !== true ? `${id}-error` : '',
    props.description ? `${id}-description` : '',
  ]
    .filter((part) => part !== '')
    .join(' ');
  return (
    <PasswordInput
      {...props}
      id={id}
      aria-invalid={hasError || undefined}
      aria-describedby={describedBy || undefined}
    />
  );
}
