import { useCallback, useState } from 'react';
import { Alert, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@/shared/i18n';
import { startSession } from '@/shared/auth/session-actions';
import { ApiError } from '@/shared/api-client';
import { refusalOnField, type RefusalFields } from '@/shared/field-errors';
import { openServerAddress, useGoBack } from '@/shared/navigation';
import { closeErrors, notifySuccess } from '@/shared/notify';
import { NS } from '../i18n';
import { loginUser } from '../api/login';
import { AccountCard } from '../components/AccountCard';
import { AccountLinks } from '../components/AccountLinks';
import { CaptchaField } from '../components/CaptchaField';
import { PasswordField } from '../components/PasswordField';
import { SubmitWithHint } from '../components/MissingHint';
import { loginMissing } from '../account-rules';

type LoginField = 'username' | 'password' | 'captcha';

/** A wrong login or password is told on the password, where the visitor types again. */
const REFUSALS: RefusalFields<LoginField> = {
  WRONG_PASSWORD: 'password',
  ACCOUNT_SUSPENDED: 'username',
  INVALID_CAPTCHA: 'captcha',
};

const isCaptchaRefusal = (error: unknown) =>
  error instanceof ApiError && error.message === 'INVALID_CAPTCHA';

/**
 * The captcha appears only when the server asks for it (many wrong passwords
 * on this login lately, from several places); each solution is used once.
 */
function useLoginCaptcha() {
  const [needed, setNeeded] = useState(false);
  const [payload, setPayload] = useState('');
  const [round, setRound] = useState(0);
  const renew = useCallback((error: unknown) => {
    if (isCaptchaRefusal(error)) setNeeded(true);
    setPayload('');
    setRound((n) => n + 1);
  }, []);
  return { needed, payload, round, setPayload, renew };
}

/**
 * Where a login an application asked for (the wiki, through the site's
 * OpenID Connect provider) continues: only the provider's own address of a
 * login under way, never another site.
 */
const CONTINUE = /^\/oidc\/interaction\/[\w-]{1,64}$/;

function LoginForm() {
  const { t } = useTranslation(NS);
  const goBack = useGoBack();
  const [params] = useSearchParams();
  const next = params.get('continue');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const captcha = useLoginCaptcha();
  const login = useMutation({
    mutationFn: loginUser,
    onSuccess: (token) => {
      startSession(token);
      closeErrors();
      notifySuccess(t('messages.loggedIn'));
      if (next && CONTINUE.test(next)) openServerAddress(next);
      else goBack();
    },
    onError: captcha.renew,
  });
  const missing = loginMissing(username, password, captcha.needed ? captcha.payload : undefined);
  const ready = missing.length === 0;
  const refusal = (field: LoginField) => refusalOnField(login.error, field, REFUSALS);
  const edit = (setter: (value: string) => void) => (value: string) => {
    if (login.isError) login.reset();
    setter(value);
  };
  const submit = () =>
    ready &&
    login.mutate({
      username: username.trim(),
      password,
      ...(captcha.needed ? { captcha: captcha.payload } : {}),
    });
  return (
    <AccountCard
      title={t('pages.login')}
      intro={t('login.intro')}
      onSubmit={submit}
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
      {captcha.needed && (
        <>
          <Alert color="orange" variant="light">
            {t('login.captchaNeeded')}
          </Alert>
          <CaptchaField
            key={captcha.round}
            onChange={captcha.setPayload}
            error={login.variables?.captcha ? refusal('captcha') : undefined}
            renewed={captcha.round > 1}
          />
        </>
      )}
      <SubmitWithHint label={t('login.submit')} missing={missing} pending={login.isPending} />
    </AccountCard>
  );
}

/**
 * Spec: after logging in, one page back (or on with the application's login
 * that sent the visitor here). Logged-in visitors are sent to /.
 */
export function LoginPage() {
  return <LoginForm />;
}
