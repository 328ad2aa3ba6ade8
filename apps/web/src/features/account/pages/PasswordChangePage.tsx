import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '@/shared/i18n';
import type { PasswordChangePayload } from '@millenaire/contracts/users';
import { ApiError } from '@/shared/api-client';
import { Anchor } from '@mantine/core';
import { Stack } from '@/shared/ui/Group';
import { useSession } from '@/shared/auth/session';
import { ConfirmationRequest } from '@/features/account/widgets/ConfirmationRequest';
import { startSession } from '@/shared/auth/session-actions';
import { refusalOnField, type RefusalFields } from '@/shared/field-errors';
import { notifySuccess } from '@/shared/notify';
import { NS } from '../i18n';
import { changePassword } from '../api/change-password';
import { passwordChangeMissing } from '../account-rules';
import { AccountCard } from '../components/AccountCard';
import { SubmitWithHint } from '../components/MissingHint';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { PasswordField } from '../components/PasswordField';
import { usePasswordStrength } from '../password-strength';

/** The new password's refusals; a wrong current password has its own words below. */
const REFUSALS: RefusalFields<'password' | 'oldpassword'> = { WEAK_PASSWORD: 'password' };

function useChangePassword() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const session = useSession();
  const userId = session?.userId ?? null;
  return useMutation({
    mutationFn: (payload: PasswordChangePayload) => changePassword(userId, payload),
    onSuccess: (token) => {
      startSession(token);
      notifySuccess(t('messages.passwordChanged'));
      void navigate('/');
    },
  });
}

function PasswordChangeForm() {
  const { t } = useTranslation(NS);
  const session = useSession();
  const [oldPassword, setOldPassword] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const strength = usePasswordStrength(password, [session?.claims?.login ?? '']);
  const change = useChangePassword();
  const wrongOld = change.error instanceof ApiError && change.error.message === 'WRONG_PASSWORD';
  const missing = passwordChangeMissing(
    oldPassword,
    password,
    repeat,
    strength?.acceptable === true,
  );
  const ready = missing.length === 0;
  const edit = (setter: (value: string) => void) => (value: string) => {
    if (change.isError) change.reset();
    setter(value);
  };
  return (
    <AccountCard
      title={t('pages.passwordchange')}
      intro={t('change.intro')}
      onSubmit={() => ready && change.mutate({ oldpassword: oldPassword, password })}
    >
      <PasswordField
        label={t('oldPassword')}
        autoComplete="current-password"
        required
        value={oldPassword}
        error={
          wrongOld ? t('change.wrongOld') : refusalOnField(change.error, 'oldpassword', REFUSALS)
        }
        onChange={(event) => edit(setOldPassword)(event.currentTarget.value)}
      />
      <NewPasswordFields
        labels="newPassword"
        password={password}
        repeat={repeat}
        onPassword={edit(setPassword)}
        onRepeat={edit(setRepeat)}
        strength={strength}
        error={refusalOnField(change.error, 'password', REFUSALS)}
      />
      <SubmitWithHint label={t('change.submit')} missing={missing} pending={change.isPending} />
    </AccountCard>
  );
}

/**
 * Spec: only for logged-in users; afterwards go to /. The account's other
 * settings start here: two-step sign-in, and for a member who is not
 * confirmed the way to ask to be.
 */
export function PasswordChangePage() {
  const { t } = useTranslation(NS);
  return (
    <Stack gap="md">
      <PasswordChangeForm />
      <Anchor component={Link} to="/user/secondfactor" ta="center">
        {t('secondFactor.manage')}
      </Anchor>
      <ConfirmationRequest />
    </Stack>
  );
}
