import { useState } from 'react';
import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '@/shared/i18n';
import type { ResetPasswordPayload } from '@millenaire/contracts/users';
import { ApiError } from '@/shared/api-client';
import { startSession } from '@/shared/auth/session-actions';
import { refusalOnField } from '@/shared/field-errors';
import { notifySuccess } from '@/shared/notify';
import { NS } from '../i18n';
import { loginUser } from '../api/login';
import { resetPassword } from '../api/reset-password';
import { newPasswordMissing } from '../account-rules';
import { AccountCard } from '../components/AccountCard';
import { SubmitWithHint } from '../components/MissingHint';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { usePasswordStrength } from '../password-strength';

/**
 * Spec: after the reset the visitor is logged in with the returned login and
 * the new password; an account with two-step sign-in goes on at the login
 * page (null), where its code is asked.
 */
async function resetAndLogin(payload: ResetPasswordPayload): Promise<string | null> {
  const login = await resetPassword(payload);
  const answer = await loginUser({ username: login, password: payload.password });
  return 'token' in answer ? answer.token : null;
}

/** A link that cannot work: incomplete, used, expired or unknown. */
function BadLink({ message }: { message: string }) {
  const { t } = useTranslation(NS);
  return (
    <>
      <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={18} />}>
        {message}
      </Alert>
      <Button component={Link} to="/user/requestnewpassword" variant="light" fullWidth>
        {t('reset.requestAgain')}
      </Button>
    </>
  );
}

function ResetForm({ email, resetKey }: { email: string; resetKey: string }) {
  const { t } = useTranslation([NS, 'translation']);
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const strength = usePasswordStrength(password, [email]);
  const reset = useMutation({
    mutationFn: resetAndLogin,
    onSuccess: (token) => {
      notifySuccess(t('messages.passwordReset'));
      if (token === null) return void navigate('/user/login');
      startSession(token);
      void navigate('/');
    },
  });
  const title = t('pages.passwordreset');
  const keyRefused = reset.error instanceof ApiError && reset.error.message === 'INVALID_RESET_KEY';
  if (keyRefused) {
    return (
      <AccountCard title={title}>
        <BadLink message={t('translation:errors.INVALID_RESET_KEY')} />
      </AccountCard>
    );
  }
  const missing = newPasswordMissing(password, repeat, strength?.acceptable === true);
  const ready = missing.length === 0;
  const edit = (setter: (value: string) => void) => (value: string) => {
    if (reset.isError) reset.reset();
    setter(value);
  };
  return (
    <AccountCard
      title={title}
      intro={t('reset.intro', { email })}
      onSubmit={() => ready && reset.mutate({ email, key: resetKey, password })}
    >
      <NewPasswordFields
        labels="newPassword"
        password={password}
        repeat={repeat}
        onPassword={edit(setPassword)}
        onRepeat={edit(setRepeat)}
        strength={strength}
        error={refusalOnField(reset.error, 'password', { WEAK_PASSWORD: 'password' })}
      />
      <SubmitWithHint label={t('reset.submit')} missing={missing} pending={reset.isPending} />
    </AccountCard>
  );
}

function PasswordReset() {
  const { t } = useTranslation(NS);
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const key = params.get('key') ?? '';
  if (email !== '' && key !== '') return <ResetForm email={email} resetKey={key} />;
  return (
    <AccountCard title={t('pages.passwordreset')}>
      <BadLink message={t('reset.incomplete')} />
    </AccountCard>
  );
}

/** Reached from the e-mailed link, which carries the address and the key. */
export function PasswordResetPage() {
  return <PasswordReset />;
}
