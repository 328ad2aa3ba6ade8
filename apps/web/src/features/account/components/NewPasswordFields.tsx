import { PasswordInput, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PasswordStrength } from '../password-strength';
import { StrengthMeter } from './StrengthMeter';

interface NewPasswordFieldsProps {
  password: string;
  repeat: string;
  onPassword: (value: string) => void;
  onRepeat: (value: string) => void;
  strength: PasswordStrength | null;
  /** 'password' on account creation, 'newPassword' when replacing one. */
  labels: 'password' | 'newPassword';
}

/** A new password with its strength meter, and the repeat that must equal it. */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  const { password, repeat, strength } = props;
  const mismatch = repeat !== '' && repeat !== password;
  const isNew = props.labels === 'newPassword';
  return (
    <>
      <Stack gap={6}>
        <PasswordInput
          label={isNew ? t('account.newPassword') : t('account.password')}
          description={t('account.passwordHint')}
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => props.onPassword(event.currentTarget.value)}
        />
        <StrengthMeter strength={strength} empty={password === ''} />
      </Stack>
      <PasswordInput
        label={isNew ? t('account.repeatNewPassword') : t('account.repeatPassword')}
        autoComplete="new-password"
        required
        value={repeat}
        error={mismatch ? t('account.passwordsDiffer') : undefined}
        onChange={(event) => props.onRepeat(event.currentTarget.value)}
      />
    </>
  );
}
