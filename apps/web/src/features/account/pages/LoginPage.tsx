import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { startSession } from '@/shared/auth/session-actions';
import { refusalOnField, type RefusalFields } from '@/shared/field-errors';
import { useGoBack } from '@/shared/navigation';
import { notifySuccess } from '@/shared/notify';
import { NS } from '../i18n';
import { loginUser } from '../api/login';
import { AccountCard } from '../components/AccountCard';
import { AccountLinks } from '../components/AccountLinks';
import { PasswordField } from '../components/PasswordField';
import { SubmitWithHint } from '../components/MissingHint';
import { loginMissing } from '../account-rules';

/** A wrong login or password is told on the password, where the visitor types again. */
const REFUSALS: RefusalFields<'username' | 'password'> = { WRONG_PASSWORD: 'password' };

function LoginForm() {
  const { t } = useTranslation(NS);
  const goBack = useGoBack();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const login = useMutation({
    mutationFn: loginUser,
    onSuccess: (token) => {
      startSession(token);
      notifySuccess(t('messages.loggedIn'));
      goBack();
    },
  });
  const missing = loginMissing(username, password);
  const ready = missing.length === 0;
  const refusal = (field: 'username' | 'password') => refusalOnField(login.error, field, REFUSALS);
  const edit = (setter: (value: string) => void) => (value: string) => {
    if (login.isError) login.reset();
    setter(value);
  };
  return (
    <AccountCard
      title={t('pages.login')}
      intro={t('login.intro')}
      onSubmit={() => ready && login.mutate({ username: username.trim(), password })}
      footer={<AccountLinks screens={['requestnewpassword', 'createaccount']} />}
    >
      <TextInput
        label={t('username')}
        autoComplete="username"
        required
        value={username}
        error={refusal('username')}
        onChange={(event) => edit(setUsername)(event.currentTarget.value)}
      />
      <PasswordField
        label={t('password')}
        autoComplete="current-password"
        required
        value={password}
        error={refusal('password')}
        onChange={(event) => edit(setPassword)(event.currentTarget.value)}
      />
      <SubmitWithHint label={t('login.submit')} missing={missing} pending={login.isPending} />
    </AccountCard>
  );
}

/** Spec: after logging in, one page back. Logged-in visitors are sent to /. */
export function LoginPage() {
  return <LoginForm />;
}
