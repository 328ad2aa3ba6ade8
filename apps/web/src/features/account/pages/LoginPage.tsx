import { useState } from 'react';
import { Button, PasswordInput, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SessionRedirect } from '@/shared/auth/SessionRedirect';
import { useGoBack } from '@/shared/navigation';
import { notifySuccess } from '@/shared/notify';
import { loginUser } from '../api/login';
import { AccountCard } from '../components/AccountCard';
import { AccountLinks } from '../components/AccountLinks';
import { startSession } from '../session-actions';

function LoginForm() {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const login = useMutation({
    mutationFn: loginUser,
    onSuccess: (token) => {
      startSession(token);
      notifySuccess(t('account.messages.loggedIn'));
      goBack();
    },
  });
  const ready = username.trim() !== '' && password !== '';
  return (
    <AccountCard
      title={t('pages.login')}
      intro={t('account.login.intro')}
      onSubmit={() => ready && login.mutate({ username: username.trim(), password })}
      footer={<AccountLinks screens={['requestnewpassword', 'createaccount']} />}
    >
      <TextInput
        label={t('account.username')}
        autoComplete="username"
        required
        value={username}
        onChange={(event) => setUsername(event.currentTarget.value)}
      />
      <PasswordInput
        label={t('account.password')}
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.currentTarget.value)}
      />
      <Button type="submit" disabled={!ready} loading={login.isPending} fullWidth mt="xs">
        {t('account.login.submit')}
      </Button>
    </AccountCard>
  );
}

/** Spec: after logging in, one page back. Logged-in visitors are sent to /. */
export function LoginPage() {
  return (
    <SessionRedirect only="loggedOut">
      <LoginForm />
    </SessionRedirect>
  );
}
