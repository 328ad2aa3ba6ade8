import { useCallback, useState } from 'react';
import { Button, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SessionRedirect } from '@/shared/auth/SessionRedirect';
import { notifySuccess } from '@/shared/notify';
import { createAccount } from '../api/create-account';
import {
  canCreateAccount,
  isLoginValid,
  isOptionalEmailValid,
  type AccountForm,
} from '../account-rules';
import { AccountCard } from '../components/AccountCard';
import { AccountLinks } from '../components/AccountLinks';
import { CaptchaField } from '../components/CaptchaField';
import { EmailInput } from '../components/EmailInput';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { usePasswordStrength } from '../password-strength';
import { startSession } from '../session-actions';

const EMPTY: AccountForm = { username: '', password: '', repeat: '', email: '', captcha: '' };

function useAccountForm() {
  const [form, setForm] = useState(EMPTY);
  const set = useCallback(
    (field: keyof AccountForm) => (value: string) => setForm((f) => ({ ...f, [field]: value })),
    [],
  );
  return { form, set };
}

function CreateAccountForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { form, set } = useAccountForm();
  // A solved captcha is accepted once: after a failure the widget starts again.
  const [captchaRound, setCaptchaRound] = useState(0);
  const onCaptcha = useCallback((payload: string) => set('captcha')(payload), [set]);
  const strength = usePasswordStrength(form.password, [form.username]);
  const create = useMutation({
    mutationFn: createAccount,
    onSuccess: (token) => {
      startSession(token);
      notifySuccess(t('account.messages.accountCreated'));
      void navigate('/');
    },
    onError: () => {
      set('captcha')('');
      setCaptchaRound((round) => round + 1);
    },
  });
  const ready = canCreateAccount(form, strength?.acceptable === true);
  const submit = () =>
    ready &&
    create.mutate({
      username: form.username.trim(),
      password: form.password,
      email: form.email.trim(),
      captcha: form.captcha,
    });
  const badLogin = form.username !== '' && !isLoginValid(form.username);
  return (
    <AccountCard
      title={t('pages.createaccount')}
      intro={t('account.create.intro')}
      onSubmit={submit}
      footer={<AccountLinks screens={['login']} />}
    >
      <TextInput
        label={t('account.username')}
        description={t('account.usernameRule')}
        autoComplete="username"
        required
        value={form.username}
        error={badLogin ? t('account.usernameInvalid') : undefined}
        onChange={(event) => set('username')(event.currentTarget.value)}
      />
      <NewPasswordFields
        labels="password"
        password={form.password}
        repeat={form.repeat}
        onPassword={set('password')}
        onRepeat={set('repeat')}
        strength={strength}
      />
      <EmailInput
        label={t('account.emailOptional')}
        description={t('account.emailHelp')}
        value={form.email}
        valid={isOptionalEmailValid(form.email)}
        onChange={set('email')}
      />
      <CaptchaField key={captchaRound} onChange={onCaptcha} />
      <Button type="submit" disabled={!ready} loading={create.isPending} fullWidth mt="xs">
        {t('account.create.submit')}
      </Button>
    </AccountCard>
  );
}

/** Spec: after creation the token is stored and the user goes to /. */
export function CreateAccountPage() {
  return (
    <SessionRedirect only="loggedOut">
      <CreateAccountForm />
    </SessionRedirect>
  );
}
