import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/shared/i18n';
import { useSiteLanguage } from '@/shared/i18n';
import { notifySuccess } from '@/shared/notify';
import { NS } from '../i18n';
import { requestNewPassword } from '../api/request-new-password';
import { AccountCard } from '../components/AccountCard';
import { AccountLinks } from '../components/AccountLinks';
import { EmailInput } from '../components/EmailInput';
import { SubmitWithHint } from '../components/MissingHint';
import { emailMissing } from '../account-rules';
import { refusalOnField } from '@/shared/field-errors';

function RequestForm() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const language = useSiteLanguage();
  const [email, setEmail] = useState('');
  const request = useMutation({
    mutationFn: requestNewPassword,
    onSuccess: () => {
      notifySuccess(t('messages.resetRequested'));
      void navigate('/');
    },
  });
  const missing = emailMissing(email);
  const ready = missing.length === 0;
  return (
    <AccountCard
      title={t('pages.requestnewpassword')}
      intro={t('request.intro')}
      onSubmit={() => ready && request.mutate({ email: email.trim(), language })}
      footer={<AccountLinks screens={['login', 'createaccount']} />}
    >
      <EmailInput
        label={t('email')}
        required
        value={email}
        valid={ready}
        onChange={setEmail}
        error={refusalOnField(request.error, 'email', {})}
      />
      <SubmitWithHint label={t('request.submit')} missing={missing} pending={request.isPending} />
    </AccountCard>
  );
}

/** Spec: the e-mail and the site language are sent, then the visitor goes to /. */
export function RequestNewPasswordPage() {
  return <RequestForm />;
}
