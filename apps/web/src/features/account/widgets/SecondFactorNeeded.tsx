import { Button } from '@mantine/core';
import { ThemeIcon } from '@/shared/ui/Meters';
import { Paper } from '@/shared/ui/Paper';
import { Text, Title } from '@/shared/ui/Text';
import { IconShieldLock } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '@/shared/i18n';
import panel from '@/shared/ui/Panel.module.css';
import { NS } from '../i18n';

/**
 * What an administration page shows an administrator without a second factor
 * (the server refuses them its data anyway): why, and the way to set one up,
 * which comes back here afterwards.
 */
export function SecondFactorNeeded() {
  const { t } = useTranslation(NS);
  const { pathname, search } = useLocation();
  const back = encodeURIComponent(`${pathname}${search}`);
  return (
    <Paper className={panel.panel} withBorder role="alert">
      <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
        <IconShieldLock size={30} />
      </ThemeIcon>
      <Title order={2} size="h4">
        {t('secondFactorNeeded.title')}
      </Title>
      <Text className={panel.text}>{t('secondFactorNeeded.text')}</Text>
      <Button
        component={Link}
        to={`/user/secondfactor?continue=${back}`}
        leftSection={<IconShieldLock size={16} />}
      >
        {t('secondFactorNeeded.action')}
      </Button>
    </Paper>
  );
}
