import { useState } from 'react';
import { Box, Radio } from '@mantine/core';
import { Group, Stack } from '@/shared/ui/Group';
import { Text } from '@/shared/ui/Text';
import { useParams } from 'react-router';
import { useTranslation } from '@/shared/i18n';
import type { Advancement } from '@millenaire/contracts/advancements';
import { formatDate } from '@/shared/format-date';
import { firstSentence, useHead } from '@/shared/head';
import { prefetchAll, type PageLoad } from '@/shared/page-data';
import { PageTitle } from '@/shared/ui/PageTitle';
import { QueryState } from '@/shared/ui/QueryState';
import { NS } from '../i18n';
import { advancementsQuery, useAdvancements } from '../api/get-advancements';
import { playerStatsQuery, usePlayerStats } from '../api/get-player-stats';
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

/** The page's description and place: the list, or one player's results under it. */
function useAdvancementsHead(player: string | undefined) {
  const { t } = useTranslation([NS, 'translation']);
  const stats = usePlayerStats(player).data;
  const list = { name: t('pages.advancements'), path: '/advancements' };
  const home = { name: t('translation:menu.home'), path: '/' };
  const login = stats?.login ?? player;
  useHead(
    login === undefined
      ? { description: firstSentence(t('intro')), breadcrumbs: [home, list] }
      : {
          description: t('playerDescription', { player: login }),
          breadcrumbs: [
            home,
            list,
            {
              name: t('pages.playerAdvancements', { player: login }),
              path: `/advancements/${encodeURIComponent(player ?? login)}`,
            },
          ],
        },
  );
}

function AdvancementsView({ player }: { player?: string }) {
  const { t } = useTranslation(NS);
  const query = useAdvancements();
  useAdvancementsHead(player);
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

/** The advancements with their counts, in the site language. */
export const loadAdvancementsPage: PageLoad = ({ language, client }) =>
  prefetchAll(client, [advancementsQuery(language)]);

/** The advancements and the results of the player the address names. */
export const loadPlayerAdvancementsPage: PageLoad = ({ params, language, client }) =>
  prefetchAll(client, [advancementsQuery(language), playerStatsQuery(params.player ?? '')]);
