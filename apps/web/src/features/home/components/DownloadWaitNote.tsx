import { Text } from '@/shared/ui/Text';
import { IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n';
import { NS } from '../i18n';
import classes from './HomeCards.module.css';

/** The spec's note that a download starts after 1 to 5 seconds. */
export function DownloadWaitNote() {
  const { t } = useTranslation(NS);
  return (
    <Text size="xs" c="dimmed" mt="sm" className={classes.note}>
      <IconClockHour4 size={14} aria-hidden />
      {t('downloadNote')}
    </Text>
  );
}
