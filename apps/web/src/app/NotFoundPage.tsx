import { Button } from '@mantine/core';
import { ThemeIcon } from '@/shared/ui/Meters';
import { Paper } from '@/shared/ui/Paper';
import { Text } from '@/shared/ui/Text';
import { IconArrowLeft, IconMapQuestion } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n';
import { PageTitle } from '@/shared/ui/PageTitle';
import classes from '@/shared/ui/Panel.module.css';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle area="home" item={t('notFound.title')} />
      <Paper className={classes.panel} withBorder>
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconMapQuestion size={30} />
        </ThemeIcon>
        <Text className={classes.text}>{t('notFound.text')}</Text>
        <Button component={Link} to="/" variant="light" leftSection={<IconArrowLeft size={16} />}>
          {t('notFound.home')}
        </Button>
      </Paper>
    </>
  );
}
