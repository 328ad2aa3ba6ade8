import { useState } from 'react';
import { Button, PasswordInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PasswordChangePayload } from '@millenaire/contracts';
import { ApiError } from '@/shared/api-client';
import { SessionRedirect } from '@/shared/auth/SessionRedirect';
import { useSession } from '@/shared/auth/session';
import { notifySuccess } from '@/shared/notify';
import { changePassword } from '../api/change-password';
import { isNewPasswordReady } from '../account-rules';
import { AccountCard } from '../components/AccountCard';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { usePasswordStrength } from '../password-strength';
import { startSession } from '../session-actions';

function useChangePassword() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const userId = session?.userId ?? null;
  return useMutation({
    mutationFn: (payload: PasswordChangePayload) => changePassword(userId, payload),
    onSuccess: (token) => {
      startSession(token);
      notifySuccess(t('account.messages.passwordChanged'));
      void navigate('/');
    },
  });
}

function PasswordChangeForm() {
  const { t } = useTranslation();
  const session = useSession();
  const [oldPassword, setOldPassword] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const strength = usePasswordStrength(password, [session?.claims?.login ?? '']);
  const change = useChangePassword();
  const wrongOld = change.error instanceof ApiError && change.error.message === 'WRONG_PASSWORD';
  const ready =
    oldPassword !== '' && isNewPasswordReady(password, repeat, strength?.acceptable === true);
  const editOld = (value: string) => {
    setOldPassword(value);
    if (wrongOld) change.reset();
  };
  return (
    <AccountCard
      title={t('pages.passwordchange')}
      intro={t('account.change.intro')}
      onSubmit={() => ready && change.mutate({ oldpassword: oldPassword, password })}
    >
      <PasswordInput
        label={t('account.oldPassword')}
        autoComplete="current-password"
        required
        value={oldPassword}
        error={wrongOld ? t('account.change.wrongOld') : undefined}
        onChange={(event) => editOld(event.currentTarget.value)}
      />
      <NewPasswordFields
        labels="newPassword"
        password={password}
        repeat={repeat}
        onPassword={setPassword}
        onRepeat={setRepeat}
        strength={strength}
      />
      <Button type="submit" disabled={!ready} loading={change.isPending} fullWidth mt="xs">
        {t('account.change.submit')}
      </Button>
    </AccountCard>
  );
}

/** Spec: only for logged-in users; afterwards go to /. */
export function PasswordChangePage() {
  return (
    <SessionRedirect only="loggedIn">
      <PasswordChangeForm />
    </SessionRedirect>
  );
}
