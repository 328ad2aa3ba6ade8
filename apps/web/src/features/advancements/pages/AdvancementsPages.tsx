import { useState } from 'react';
import { Box, Group, Radio, Stack, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Advancement } from '@millenaire/contracts/advancements';
import { formatDate } from '@/shared/format-date';
import { PageTitle } from '@/shared/ui/PageTitle';
import { QueryState } from '@/shared/ui/QueryState';
import { NS } from '../i18n';
import { useAdvancements } from '../api/get-advancements';
import { usePlayerStats } from '../api/get-player-stats';
import { AdvancementCard } from '../components/AdvancementCard';
import { isDone, lastUpdated, type AdvancementMode } from '../components/advancement-view';
import { PlayerForm } from '../components/PlayerForm';
import { PlayerStatus } from '../components/PlayerStatus';
import classes from '../components/Advancements.module.css';

function isMode(value: string): value is AdvancementMode {
  return value === 'survival' || value === 'all';
}

function LastUpdated({ advancements }: { advancements: Advancement[] }) {
  const { t } = useTranslation(NS);
  const date = lastUpdated(advancements);
  return (
    <Text size="sm" c="dimmed">
      {date ? t('lastUpdated', { date: formatDate(date) }) : t('neverUpdated')}
    </Text>
  );
}

function Advancements({ player, advancements }: { player?: string; advancements: Advancement[] }) {
  const { t } = useTranslation(NS);
  const [mode, setMode] = useState<AdvancementMode>('survival');
  const stats = usePlayerStats(player);
  const playerStats = player !== undefined && stats.data ? stats.data.stats : null;
  return (
    <>
      <Stack gap="sm">
        <Radio.Group
          label={t('mode.label')}
          value={mode}
          onChange={(value) => isMode(value) && setMode(value)}
        >
          <Group mt={4} gap="lg">
            <Radio value="survival" label={t('mode.survival')} />
            <Radio value="all" label={t('mode.all')} />
          </Group>
        </Radio.Group>
        {player !== undefined && (
          <PlayerStatus player={player} query={stats} advancements={advancements} mode={mode} />
        )}
        <LastUpdated advancements={advancements} />
      </Stack>
      {advancements.length === 0 ? (
        <Text c="dimmed" mt="md">
          {t('empty')}
        </Text>
      ) : (
        <div className={classes.grid} role="list" aria-label={t('listLabel')}>
          {advancements.map((advancement) => (
            <AdvancementCard
              key={advancement.advancement_key}
              advancement={advancement}
              mode={mode}
              done={playerStats ? isDone(playerStats, advancement.advancement_key, mode) : null}
            />
          ))}
        </div>
      )}
    </>
  );
}

function AdvancementsView({ player }: { player?: string }) {
  const { t } = useTranslation(NS);
  const query = useAdvancements();
  const title = player ? t('pages.playerAdvancements', { player }) : t('pages.advancements');
  return (
    <>
      <PageTitle area="home" item={title} />
      <Text mb="md">{t('intro')}</Text>
      <PlayerForm key={player ?? ''} player={player} />
      <Box mt="md">
        <QueryState query={query}>
          {(advancements) => <Advancements player={player} advancements={advancements} />}
        </QueryState>
      </Box>
    </>
  );
}

export function AdvancementsPage() {
  return <AdvancementsView />;
}

export function PlayerAdvancementsPage() {
  const { player = '' } = useParams();
  return <AdvancementsView player={player} />;
}
