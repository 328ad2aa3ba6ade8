import { z } from 'zod';
import { advancementListSchema, pingStatsSchema, playerStatsSchema } from '../advancements.ts';
import { languageQuerySchema } from '../common.ts';
import { endpoint } from '../endpoint.ts';

const playerParams = z.object({ login: z.string().trim().min(1).max(32) });

/** The mod's advancements, a player's own, and the installations' pings (administrators). */
export const advancementsEndpoints = {
  list: endpoint({
    access: 'anyone',
    method: 'GET',
    path: '/api/advancements/',
    query: languageQuerySchema,
    response: advancementListSchema,
  }),
  player: endpoint({
    access: 'anyone',
    method: 'GET',
    path: '/api/advancements/players/:login',
    params: playerParams,
    response: playerStatsSchema,
  }),
  pingStats: endpoint({
    access: 'admin',
    method: 'GET',
    path: '/api/advancements/stats',
    response: pingStatsSchema,
  }),
};
