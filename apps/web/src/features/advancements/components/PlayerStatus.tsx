import { Alert, Loader } from '@mantine/core';
import { IconCircleCheck, IconEyeOff, IconUserQuestion } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n';
import type { Advancement, PlayerStats } from '@millenaire/contracts/advancements';
import { LoadError } from '@/shared/ui/QueryState';
import { NS } from '../i18n';
import { doneCount, type AdvancementMode } from './advancement-view';
import classes from './Advancements.module.css';

interface PlayerStatusProps {
  player: string;
  query: UseQueryResult<PlayerStats | null>;
  advancements: Advancement[];
  mode: AdvancementMode;
}

/** Found, not found or no data for the player of the address; its height is kept while loading. */
export function PlayerStatus({ player, query, advancements, mode }: PlayerStatusProps) {
  const { t } = useTranslation(NS);
  let content;
  if (query.isPending) {
    content = <Loader size="sm" aria-label={t('playerLoading')} />;
  } else if (query.isError) {
    content = <LoadError error={query.error} />;
  } else if (query.data === null) {
    content = (
      <Alert color="yellow" variant="light" icon={<IconUserQuestion size={20} />}>
        {t('notFound', { player })}
      </Alert>
    );
  } else if (query.data.stats === null) {
    content = (
      <Alert color="gray" variant="light" icon={<IconEyeOff size={20} />}>
        {t('noData', { player: query.data.login })}
      </Alert>
    );
  } else {
    const done = doneCount(query.data.stats, advancements, mode);
    content = (
      <Alert color="green" variant="light" icon={<IconCircleCheck size={20} />}>
        {t('found', { player: query.data.login, done, total: advancements.length })}
      </Alert>
    );
  }
  return (
    <div className={classes.status} role="status" aria-live="polite">
      {content}
    </div>
  );
}
