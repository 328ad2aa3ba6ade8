import { Button } from '@mantine/core';
import { Group } from '@/shared/ui/Group';
import { IconArrowLeft, IconHome } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '@/shared/i18n';
import { AREA_HOME_PATH, type Area } from '@millenaire/contracts/routes';
import { useGoBack } from '@/shared/navigation';

/**
 * Back, and home for the area (spec §2). Back returns to the previous page of
 * this site, or to the area's home when the visitor arrived here directly; on
 * the area's home itself neither has anywhere to go, so neither is shown.
 */
export function TopNav({ area }: { area: Area }) {
  const { t } = useTranslation();
  const home = AREA_HOME_PATH[area];
  const back = useGoBack(home);
  const { pathname } = useLocation();
  if (pathname === home) return null;
  return (
    <Group gap="xs" mb="md" component="nav" aria-label={t('nav.label')}>
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconArrowLeft size={16} aria-hidden />}
        onClick={back}
      >
        {t('nav.back')}
      </Button>
      <Button
        variant="subtle"
        size="compact-sm"
        component={Link}
        to={home}
        leftSection={<IconHome size={16} aria-hidden />}
      >
        {t('nav.home')}
      </Button>
    </Group>
  );
}
