import { Button, Group, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SessionRedirect } from '@/shared/auth/SessionRedirect';
import { useSession } from '@/shared/auth/session';
import { useGoBack } from '@/shared/navigation';
import { notifySuccess } from '@/shared/notify';
import { AccountCard } from '../components/AccountCard';
import { endSession } from '../session-actions';

function LogoutConfirm() {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const login = useSession()?.claims?.login;
  const logout = () => {
    endSession();
    notifySuccess(t('account.messages.loggedOut'));
    goBack();
  };
  return (
    <AccountCard title={t('pages.logout')}>
      <Text>
        {login ? t('account.logout.questionAs', { login }) : t('account.logout.question')}
      </Text>
      <Text size="sm" c="dimmed">
        {t('account.logout.note')}
      </Text>
      <Group grow>
        <Button variant="default" onClick={goBack}>
          {t('account.logout.cancel')}
        </Button>
        <Button onClick={logout} leftSection={<IconLogout size={16} aria-hidden />}>
          {t('account.logout.confirm')}
        </Button>
      </Group>
    </AccountCard>
  );
}

/** Spec: shown only when logged in; confirming logs out and goes back one page. */
export function LogoutPage() {
  return (
    <SessionRedirect only="loggedIn">
      <LogoutConfirm />
    </SessionRedirect>
  );
}
