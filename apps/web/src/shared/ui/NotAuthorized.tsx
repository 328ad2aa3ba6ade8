import { Button } from '@mantine/core';
import { ThemeIcon } from '@/shared/ui/Meters';
import { Paper } from '@/shared/ui/Paper';
import { Text } from '@/shared/ui/Text';
import { IconLock, IconLogin2 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n';
import { useSession } from '@/shared/auth/session';
import panel from './Panel.module.css';

/**
 * The panel a page shows to those it is not for (the server refuses them its
 * data anyway), with a way to log in for visitors.
 */
export function NotAuthorized({ message }: { message: string }) {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <Paper className={panel.panel} withBorder role="alert">
      <ThemeIcon size={56} radius="xl" variant="light" color="red" aria-hidden>
        <IconLock size={30} />
      </ThemeIcon>
      <Text className={panel.text}>{message}</Text>
      {session === null && (
        <Button component={Link} to="/user/login" leftSection={<IconLogin2 size={16} />}>
          {t('user.login')}
        </Button>
      )}
    </Paper>
  );
}
