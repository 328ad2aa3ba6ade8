import { z } from 'zod';
import { textLine } from './text.ts';
import { flagSchema, isoDateSchema } from './common.ts';
import { CULTURES } from './encyclopedia.ts';

/** The 56 advancements of Millénaire 8.1, as the mod names them in its statistics ping. */
export const ADVANCEMENT_KEYS = [
  'firstcontact',
  'cresus',
  'summoningwand',
  'amateurarchitect',
  'medievalmetropolis',
  'thequest',
  'maitreapenser',
  'explorer',
  'marcopolo',
  'magellan',
  'selfdefense',
  'pantheon',
  'darkside',
  'scipio',
  'attila',
  'viking',
  'cheers',
  'hired',
  'masterfarmer',
  'greathunter',
  'friendindeed',
  'rainbow',
  'seljuk_istanbul',
  'byzantines_nottoday',
  'mp_weapon',
  'mp_hiredgoon',
  'mp_friendlyvillage',
  'mp_neighbourtrade',
  'mp_raidonplayer',
  'wq_indian',
  'wq_norman',
  'wq_mayan',
  'puja',
  'sacrifice',
  'marvel_norman',
  ...CULTURES.map((c) => `rep_${c}` as const),
  ...CULTURES.map((c) => `complete_${c}` as const),
  ...CULTURES.map((c) => `leader_${c}` as const),
] as const;
export type AdvancementKey = (typeof ADVANCEMENT_KEYS)[number];

const ADVANCEMENT_KEY_SET: ReadonlySet<string> = new Set(ADVANCEMENT_KEYS);
export function isAdvancementKey(key: string): key is AdvancementKey {
  return ADVANCEMENT_KEY_SET.has(key);
}

/** GET /api/advancements/?language= : one advancement with its counts over installations. */
export const advancementSchema = z.object({
  advancement_key: z.string(),
  title: z.string(),
  description: z.string(),
  /** The mod version that brought it. */
  version: z.string(),
  /** Installations that reached it in survival, of those that ping. */
  done_survival: z.number().int().min(0),
  total_survival: z.number().int().min(0),
  /** Installations that reached it in any mode (survival or creative). */
  done_all: z.number().int().min(0),
  total_all: z.number().int().min(0),
  /** When the counts were last computed; null before the first ping. */
  last_count_updated: isoDateSchema.nullable(),
});
export type Advancement = z.infer<typeof advancementSchema>;
export const advancementListSchema = z.array(advancementSchema);

/** GET /api/advancements/players/{login}: '1' means done. */
export const playerAdvancementSchema = z.object({ survival: flagSchema, creative: flagSchema });
export const playerStatsSchema = z.object({
  login: z.string(),
  /** Null when the player has not made advancement data public (no ping with the login). */
  stats: z.record(z.string(), playerAdvancementSchema).nullable(),
  updatedon: isoDateSchema.nullable(),
});
export type PlayerStats = z.infer<typeof playerStatsSchema>;

/**
 * Spec §9: one decimal above 10 %, two above 0.01 %, and 0.01 when positive
 * but smaller (so a rare advancement never reads as 0).
 */
export function formatAdvancementPercentage(done: number, total: number): string {
  if (total <= 0 || done <= 0) return '0';
  const percent = (done / total) * 100;
  if (percent > 10) return String(Math.round(percent * 10) / 10);
  if (percent > 0.01) return String(Math.round(percent * 100) / 100);
  return '0.01';
}

/** GET /api/advancements/stats (administrators): who pings, in numbers. */
const countRowSchema = z.object({ key: z.string(), count: z.number().int().min(0) });
export const pingStatsSchema = z.object({
  installations: z.number().int().min(0),
  rejected: z.number().int().min(0),
  byVersion: z.array(countRowSchema),
  byLanguage: z.array(countRowSchema),
  byMode: z.array(countRowSchema),
  lastPing: isoDateSchema.nullable(),
});
export type PingStats = z.infer<typeof pingStatsSchema>;

/** Players granted the bonus house (answered `thik hai` by /php/bonuscheck.php). */
export const bonusPlayerSchema = z.object({
  login: z.string(),
  grantedon: isoDateSchema,
});
export type BonusPlayer = z.infer<typeof bonusPlayerSchema>;
export const bonusPlayerListSchema = z.array(bonusPlayerSchema);
/** A player's in-game name: Minecraft's 3 to 16 letters, digits and '_', or a site login. */
/** A bonus player's login: 2 to 32 letters, digits, '_', '-' or '.'. */
export const BONUS_LOGIN_PATTERN = /^[A-Za-z0-9_.-]{2,32}$/;
export const bonusPayloadSchema = z.object({
  login: textLine().regex(BONUS_LOGIN_PATTERN),
});
