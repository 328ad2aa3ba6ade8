import { createReadStream } from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { downloadsEndpoints } from '@millenaire/contracts/endpoints/downloads';
import { endpointRoute } from '../../platform/http/endpoint-route.ts';
import type { DownloadsDeps } from './deps.ts';
import { describeDownload, findDownload, startDownload } from './service.ts';

const fileQuery = z.object({ file: z.string().max(200).default('') });

/**
 * The old releases' archives (spec: /php/dlpage.php?file=...): a page that
 * names the file and counts down before the download starts; the archive
 * itself comes from /downloads/<file>, which counts it.
 */
export const downloadRoutes: FastifyPluginAsyncZod<{ deps: DownloadsDeps }> = async (
  app,
  { deps },
) => {
  app.get('/php/dlpage.php', async (request, reply) => {
    const parsed = fileQuery.safeParse(request.query);
    const file = parsed.success ? parsed.data.file : '';
    const known = await findDownload(deps, file).then(
      () => true,
      () => false,
    );
    return reply.sendPage(known ? 200 : 404);
  });

  endpointRoute(app, downloadsEndpoints.info, {
    handler: (request) => describeDownload(deps, request.params.file),
  });

  app.get<{ Params: { file: string } }>('/downloads/:file', async (request, reply) => {
    const { path, size } = await startDownload(deps, request.params.file);
    // A read that writes: the count it moved shows at once (downloads of old releases are rare).
    app.changes.announce('downloads');
    return reply
      .header('content-type', 'application/octet-stream')
      .header('content-length', size)
      .header('content-disposition', `attachment; filename="${request.params.file}"`)
      .header('cache-control', 'no-store')
      .send(createReadStream(path));
  });
};
