import { useState } from 'react';
import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SessionRedirect } from '@/shared/auth/SessionRedirect';
import { useSiteLanguage } from '@/shared/i18n';
import { notifySuccess } from '@/shared/notify';
import { requestNewPassword } from '../api/request-new-password';
import { isEmailValid } from '../account-rules';
import { AccountCard } from '../components/AccountCard';
import { AccountLinks } from '../components/AccountLinks';
import { EmailInput } from '../components/EmailInput';

function RequestForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useSiteLanguage();
  const [email, setEmail] = useState('');
  const request = useMutation({
    mutationFn: requestNewPassword,
    onSuccess: () => {
      notifySuccess(t('account.messages.resetRequested'));
      void navigate('/');
    },
  });
  const ready = isEmailValid(email);
  return (
    <AccountCard
      title={t('pages.requestnewpassword')}
      intro={t('account.request.intro')}
      onSubmit={() => ready && request.mutate({ email: email.trim(), language })}
      footer={<AccountLinks screens={['login', 'createaccount']} />}
    >
      <EmailInput
        label={t('account.email')}
        required
        value={email}
        valid={ready}
        onChange={setEmail}
      />
      <Button type="submit" disabled={!ready} loading={request.isPending} fullWidth mt="xs">
        {t('account.request.submit')}
      </Button>
    </AccountCard>
  );
}

/** Spec: the e-mail and the site language are sent, then the visitor goes to /. */
export function RequestNewPasswordPage() {
  return (
    <SessionRedirect only="loggedOut">
      <RequestForm />
    </SessionRedirect>
  );
}
