import { Button } from '@mantine/core';
import { Group } from '@/shared/ui/Group';
import { Text } from '@/shared/ui/Text';
import { IconLogout } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n';
import { useSession } from '@/shared/auth/session';
import { endSession } from '@/shared/auth/session-actions';
import { useGoBack } from '@/shared/navigation';
import { notifySuccess } from '@/shared/notify';
import { NS } from '../i18n';
import { logoutOnServer } from '../api/logout';
import { AccountCard } from '../components/AccountCard';

/** Ends the session on the server, then here whatever the server answered. */
function useLogout() {
  const { t } = useTranslation(NS);
  const goBack = useGoBack();
  return useMutation({
    mutationFn: () => logoutOnServer().catch(() => undefined),
    onSettled: () => {
      endSession();
      notifySuccess(t('messages.loggedOut'));
      goBack();
    },
  });
}

function LogoutConfirm() {
  const { t } = useTranslation(NS);
  const goBack = useGoBack();
  const login = useSession()?.claims?.login;
  const logout = useLogout();
  return (
    <AccountCard title={t('pages.logout')}>
      <Text>{login ? t('logout.questionAs', { login }) : t('logout.question')}</Text>
      <Text size="sm" c="dimmed">
        {t('logout.note')}
      </Text>
      <Group grow>
        <Button variant="default" onClick={goBack}>
          {t('logout.cancel')}
        </Button>
        <Button
          onClick={() => logout.mutate()}
          loading={logout.isPending}
          leftSection={<IconLogout size={16} aria-hidden />}
        >
          {t('logout.confirm')}
        </Button>
      </Group>
    </AccountCard>
  );
}

/** Spec: shown only when logged in; confirming logs out and goes back one page. */
export function LogoutPage() {
  return <LogoutConfirm />;
}
