import type { ReactNode } from 'react';
import { Button, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconLock, IconLogin2 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canAdministerSite } from '@millenaire/contracts/rules';
import { useSession } from '@/shared/auth/session';
import { useViewer } from '@/shared/auth/viewer';
import { PageTitle } from '@/shared/ui/PageTitle';
import panel from '@/shared/ui/Panel.module.css';
import { NS } from '../i18n';

function NotAuthorized({ loggedIn }: { loggedIn: boolean }) {
  const { t } = useTranslation([NS, 'translation']);
  return (
    <Paper className={panel.panel} withBorder role="alert">
      <ThemeIcon size={56} radius="xl" variant="light" color="red" aria-hidden>
        <IconLock size={30} />
      </ThemeIcon>
      <Text className={panel.text}>{t('notAuthorized')}</Text>
      {!loggedIn && (
        <Button component={Link} to="/user/login" leftSection={<IconLogin2 size={16} />}>
          {t('translation:user.login')}
        </Button>
      )}
    </Paper>
  );
}

/**
 * An administration page: its title, then its content for administrators
 * (rendered only for them, so others request nothing) or the
 * 'administrators only' panel the user administration page shows.
 */
export function AdminOnly({ title, children }: { title: string; children: () => ReactNode }) {
  const session = useSession();
  const viewer = useViewer();
  return (
    <>
      <PageTitle area="user" item={title} />
      {canAdministerSite(viewer) ? children() : <NotAuthorized loggedIn={session !== null} />}
    </>
  );
}
