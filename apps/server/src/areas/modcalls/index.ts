import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ingestPing, type AdvancementsDeps } from '../advancements/service.ts';
import { bonusCheckAnswer, type BonusDeps } from '../bonus/service.ts';
import type { VersionService } from '../versions/service.ts';

const TEXT = 'text/plain; charset=utf-8';
const versionFile = /^([0-9][0-9.]{0,15})(-dev)?\.txt$/;
const bonusQuery = z.object({ login: z.string().max(64).default('') });

/**
 * The calls the mod itself makes, at the paths and in the formats it expects
 * (Millénaire 8.1.2): they are answered to clients we do not control, so
 * these paths never change.
 */
export const modCallsArea: FastifyPluginAsync<{
  versions: VersionService;
  advancements: AdvancementsDeps;
  bonus: BonusDeps;
}> = async (app, { versions, advancements, bonus }) => {
  // The statistics ping, once per game session; the mod ignores the answer.
  app.get('/php/mlnuse.php', async (request, reply) => {
    await ingestPing(advancements, request.query);
    return reply.type(TEXT).send('ok');
  });

  // Line 1 the latest version, then its English and French notes.
  app.get<{ Params: { file: string } }>('/lastversion/:file', async (request, reply) => {
    const match = versionFile.exec(request.params.file);
    if (!match) return reply.status(404).send({ message: 'NOT_FOUND' });
    const body = await versions.getVersionCheckFile(match[1]!, match[2] !== undefined);
    return reply.type(TEXT).header('cache-control', 'public, max-age=60').send(body);
  });

  app.get('/php/bonuscheck.php', async (request, reply) => {
    const parsed = bonusQuery.safeParse(request.query);
    const login = parsed.success ? parsed.data.login.trim() : '';
    return reply
      .type(TEXT)
      .header('cache-control', 'no-store')
      .send(await bonusCheckAnswer(bonus, login));
  });
};
