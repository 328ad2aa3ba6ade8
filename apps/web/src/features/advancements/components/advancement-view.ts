import {
  formatAdvancementPercentage,
  type Advancement,
  type PlayerStats,
} from '@millenaire/contracts/advancements';

/** The radio's two choices: survival games only, or every mode. */
export type AdvancementMode = 'survival' | 'all';

/** The share of installations that reached `advancement` in `mode` (spec §9 rounding). */
export function percentageOf(advancement: Advancement, mode: AdvancementMode): string {
  return mode === 'survival'
    ? formatAdvancementPercentage(advancement.done_survival, advancement.total_survival)
    : formatAdvancementPercentage(advancement.done_all, advancement.total_all);
}

/** The same share as a number from 0 to 100, for the card's bar. */
export function shareOf(advancement: Advancement, mode: AdvancementMode): number {
  const [done, total] =
    mode === 'survival'
      ? [advancement.done_survival, advancement.total_survival]
      : [advancement.done_all, advancement.total_all];
  return total > 0 ? Math.min(100, (done / total) * 100) : 0;
}

/**
 * Whether the player reached `key` in `mode`: in survival only its survival
 * flag counts, in all modes either flag. Null when the player shows no data.
 */
export function isDone(
  stats: PlayerStats['stats'],
  key: string,
  mode: AdvancementMode,
): boolean | null {
  if (!stats) return null;
  const entry = stats[key];
  if (!entry) return false;
  return entry.survival === '1' || (mode === 'all' && entry.creative === '1');
}

/** How many advancements the player reached in `mode`. */
export function doneCount(
  stats: PlayerStats['stats'],
  advancements: Advancement[],
  mode: AdvancementMode,
): number {
  return advancements.filter((a) => isDone(stats, a.advancement_key, mode) === true).length;
}

/** The latest count date of all advancements, or null before the first count. */
export function lastUpdated(advancements: Advancement[]): string | null {
  let latest: string | null = null;
  for (const { last_count_updated: date } of advancements) {
    if (date && (latest === null || Date.parse(date) > Date.parse(latest))) latest = date;
  }
  return latest;
}
