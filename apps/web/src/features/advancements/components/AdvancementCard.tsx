import { Badge } from '@mantine/core';
import { Progress, ThemeIcon } from '@/shared/ui/Meters';
import { Paper } from '@/shared/ui/Paper';
import { Group } from '@/shared/ui/Group';
import { Text } from '@/shared/ui/Text';
import { IconCircleCheck, IconCircleDashed, IconTrophy } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n';
import type { Advancement } from '@millenaire/contracts/advancements';
import { formatPercent } from '@/shared/format-number';
import { useSiteLanguage } from '@/shared/i18n';
import { NS } from '../i18n';
import { percentageOf, shareOf, type AdvancementMode } from './advancement-view';
import classes from './Advancements.module.css';

interface AdvancementCardProps {
  advancement: Advancement;
  mode: AdvancementMode;
  /** The shown player's state: reached, not reached, or no player shown (null). */
  done: boolean | null;
}

function StateIcon({ done }: { done: boolean | null }) {
  if (done === null) {
    return (
      <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
        <IconTrophy size={26} />
      </ThemeIcon>
    );
  }
  return (
    <ThemeIcon
      size={44}
      radius="xl"
      variant={done ? 'filled' : 'light'}
      color={done ? 'green' : 'gray'}
      aria-hidden
    >
      {done ? <IconCircleCheck size={26} /> : <IconCircleDashed size={26} />}
    </ThemeIcon>
  );
}

/** One advancement: its title, what it asks, and how many installations reached it. */
export function AdvancementCard({ advancement, mode, done }: AdvancementCardProps) {
  const { t } = useTranslation(NS);
  const language = useSiteLanguage();
  // Rounded by the spec's rule (at most two decimals), then written as the language does.
  const percent = formatPercent(Number(percentageOf(advancement, mode)), language, 2);
  return (
    <Paper
      withBorder
      p="md"
      className={classes.card}
      data-done={done === null ? undefined : String(done)}
      role="listitem"
      aria-label={advancement.title}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <StateIcon done={done} />
        <div className={classes.body}>
          <Text fw={700} className={classes.title}>
            {advancement.title}
          </Text>
          <Text size="sm" c="dimmed" className={classes.description}>
            {advancement.description}
          </Text>
        </div>
      </Group>
      <div className={classes.footer}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm">{t('share', { percent })}</Text>
          {done !== null && (
            <Badge
              color={done ? 'green' : 'gray'}
              variant={done ? 'filled' : 'outline'}
              autoContrast
            >
              {done ? t('done') : t('notDone')}
            </Badge>
          )}
        </Group>
        <Progress
          value={shareOf(advancement, mode)}
          size="sm"
          mt={6}
          aria-label={t('shareLabel', { title: advancement.title })}
        />
      </div>
    </Paper>
  );
}
