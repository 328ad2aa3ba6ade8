import { Stack } from '@/shared/ui/Group';
import { useTranslation } from '@/shared/i18n';
import { NS } from '../i18n';
import type { PasswordStrength } from '../password-strength';
import { StrengthMeter } from './StrengthMeter';
import { PasswordField } from './PasswordField';

interface NewPasswordFieldsProps {
  password: string;
  repeat: string;
  onPassword: (value: string) => void;
  onRepeat: (value: string) => void;
  strength: PasswordStrength | null;
  /** 'password' on account creation, 'newPassword' when replacing one. */
  labels: 'password' | 'newPassword';
  /** The server's refusal of the password (WEAK_PASSWORD...), shown on its field. */
  error?: string;
}

/** A new password with its strength meter, and the repeat that must equal it. */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const { t } = useTranslation(NS);
  const { password, repeat, strength } = props;
  const mismatch = repeat !== '' && repeat !== password;
  const isNew = props.labels === 'newPassword';
  return (
    <>
      <Stack gap={6}>
        <PasswordField
          label={isNew ? t('newPassword') : t('password')}
          description={t('passwordHint')}
          autoComplete="new-password"
          required
          value={password}
          error={props.error}
          onChange={(event) => props.onPassword(event.currentTarget.value)}
        />
        <StrengthMeter strength={strength} empty={password === ''} />
      </Stack>
      <PasswordField
        label={isNew ? t('repeatNewPassword') : t('repeatPassword')}
        autoComplete="new-password"
        required
        value={repeat}
        error={mismatch ? t('passwordsDiffer') : undefined}
        onChange={(event) => props.onRepeat(event.currentTarget.value)}
      />
    </>
  );
}
