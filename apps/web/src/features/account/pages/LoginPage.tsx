import { useCallback, useState } from 'react';
import { Alert, Button, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '@/shared/i18n';
import { decodeClaims } from '@/shared/auth/session';
import { startSession } from '@/shared/auth/session-actions';
import { ApiError } from '@/shared/api-client';
import { refusalOnField, type RefusalFields } from '@/shared/field-errors';
import { useGoBack } from '@/shared/navigation';
import { closeErrors, notifySuccess } from '@/shared/notify';
import { NS } from '../i18n';
import { loginUser } from '../api/login';
import { loginWithCode } from '../api/second-factor';
import { AccountCard } from '../components/AccountCard';
import { AccountLinks } from '../components/AccountLinks';
import { CaptchaField } from '../components/CaptchaField';
import { CodeField } from '../components/CodeField';
import { PasswordField } from '../components/PasswordField';
import { SubmitWithHint } from '../components/MissingHint';
import { codeMissing, loginMissing } from '../account-rules';
import { continueTo, isContinuation } from '../continue';

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
 * After the login: on with the application's login or the page that sent the
 * visitor here, else one page back. An administrator without a second factor
 * goes to set one up first, then on.
 */
function useFinishLogin() {
  const { t } = useTranslation(NS);
  const goBack = useGoBack();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get('continue');
  return (token: string) => {
    startSession(token);
    closeErrors();
    notifySuccess(t('messages.loggedIn'));
    if (decodeClaims(token)?.needs_second_factor) {
      const query = isContinuation(next) ? `?continue=${encodeURIComponent(next)}` : '';
      void navigate(`/user/secondfactor${query}`);
    } else if (isContinuation(next)) continueTo(next, navigate);
    else goBack();
  };
}

/** The login's second step: a code of the authenticator app, or a recovery code. */
function CodeForm({
  ticket,
  onLogin,
  onRestart,
}: {
  ticket: string;
  onLogin: (token: string) => void;
  onRestart: () => void;
}) {
  const { t } = useTranslation(NS);
  const [code, setCode] = useState('');
  const send = useMutation({ mutationFn: loginWithCode, onSuccess: onLogin });
  const expired = send.error instanceof ApiError && send.error.message === 'EXPIRED_TICKET';
  const missing = codeMissing(code);
  return (
    <AccountCard
      title={t('pages.login')}
      intro={t('loginCode.intro')}
      onSubmit={() => missing.length === 0 && send.mutate({ ticket, code })}
    >
      {expired ? (
        <Alert color="orange" variant="light" role="alert">
          {refusalOnField(send.error, 'ticket', { EXPIRED_TICKET: 'ticket' })}
        </Alert>
      ) : (
        <>
          <CodeField
            label={t('loginCode.code')}
            description={t('loginCode.help')}
            value={code}
            error={refusalOnField(send.error, 'code', { WRONG_CODE: 'code' })}
            onChange={(value) => {
              if (send.isError) send.reset();
              setCode(value);
            }}
          />
          <SubmitWithHint
            label={t('loginCode.submit')}
            missing={missing}
            pending={send.isPending}
          />
        </>
      )}
      <Button variant="subtle" onClick={onRestart}>
        {t('loginCode.restart')}
      </Button>
    </AccountCard>
  );
}

function LoginForm() {
  const { t } = useTranslation(NS);
  const finish = useFinishLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [ticket, setTicket] = useState<string | null>(null);
  const captcha = useLoginCaptcha();
  const login = useMutation({
    mutationFn: loginUser,
    onSuccess: (answer) => {
      if ('ticket' in answer) setTicket(answer.ticket);
      else finish(answer.token);
    },
    onError: captcha.renew,
  });
  if (ticket !== null) {
    const restart = () => {
      setTicket(null);
      setPassword('');
      login.reset();
    };
    return <CodeForm ticket={ticket} onLogin={finish} onRestart={restart} />;
  }
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
