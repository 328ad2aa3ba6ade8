import { useCallback, useState } from 'react';
import { TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/shared/i18n';
import { startSession } from '@/shared/auth/session-actions';
import { refusalOnField, type RefusalFields } from '@/shared/field-errors';
import { notifySuccess } from '@/shared/notify';
import { NS } from '../i18n';
import { createAccount } from '../api/create-account';
import {
  createAccountMissing,
  isLoginValid,
  isOptionalEmailValid,
  type AccountForm,
} from '../account-rules';
import { AccountCard } from '../components/AccountCard';
import { AccountLinks } from '../components/AccountLinks';
import { CaptchaField } from '../components/CaptchaField';
import { EmailInput } from '../components/EmailInput';
import { SubmitWithHint } from '../components/MissingHint';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { usePasswordStrength } from '../password-strength';

const EMPTY: AccountForm = { username: '', password: '', repeat: '', email: '', captcha: '' };

/** The server's refusals that belong to one field of the form. */
const REFUSALS: RefusalFields<keyof AccountForm> = {
  LOGIN_TAKEN: 'username',
  WEAK_PASSWORD: 'password',
  INVALID_CAPTCHA: 'captcha',
};

function useCreateAccount(onRefused: () => void) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  return useMutation({
    mutationFn: createAccount,
    onSuccess: (token) => {
      startSession(token);
      notifySuccess(t('messages.accountCreated'));
      void navigate('/');
    },
    onError: onRefused,
  });
}

function CreateAccountForm() {
  const { t } = useTranslation(NS);
  const [form, setForm] = useState(EMPTY);
  // A solved captcha is accepted once: after a failure the widget starts again.
  const [captchaRound, setCaptchaRound] = useState(0);
  const create = useCreateAccount(() => {
    setForm((f) => ({ ...f, captcha: '' }));
    setCaptchaRound((round) => round + 1);
  });
  const { reset, isError: refused } = create;
  // Editing the form puts the last refusal away: the next attempt gets its own.
  const set = useCallback(
    (field: keyof AccountForm) => (value: string) => {
      if (refused && field !== 'captcha') reset();
      setForm((f) => ({ ...f, [field]: value }));
    },
    [reset, refused],
  );
  const onCaptcha = useCallback((payload: string) => set('captcha')(payload), [set]);
  const strength = usePasswordStrength(form.password, [form.username]);
  const missing = createAccountMissing(form, strength?.acceptable === true);
  const refusal = (field: keyof AccountForm) => refusalOnField(create.error, field, REFUSALS);
  const submit = () =>
    missing.length === 0 &&
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
      intro={t('create.intro')}
      onSubmit={submit}
      footer={<AccountLinks screens={['login']} />}
    >
      <TextInput
        label={t('username')}
        description={t('usernameRule')}
        autoComplete="username"
        required
        value={form.username}
        error={badLogin ? t('usernameInvalid') : refusal('username')}
        onChange={(event) => set('username')(event.currentTarget.value)}
      />
      <NewPasswordFields
        labels="password"
        password={form.password}
        repeat={form.repeat}
        onPassword={set('password')}
        onRepeat={set('repeat')}
        strength={strength}
        error={refusal('password')}
      />
      <EmailInput
        label={t('emailOptional')}
        description={t('emailHelp')}
        value={form.email}
        valid={isOptionalEmailValid(form.email)}
        onChange={set('email')}
        error={refusal('email')}
      />
      <CaptchaField
        key={captchaRound}
        onChange={onCaptcha}
        error={refusal('captcha')}
        renewed={captchaRound > 0}
      />
      <SubmitWithHint label={t('create.submit')} missing={missing} pending={create.isPending} />
    </AccountCard>
  );
}

/** Spec: after creation the token is stored and the user goes to /. */
export function CreateAccountPage() {
  return <CreateAccountForm />;
}
