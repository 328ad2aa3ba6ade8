import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PageChecks } from '../../platform/pages/page-checks.ts';
import { downloadsEndpoints } from '@millenaire/contracts/endpoints/downloads';
import { endpointRoute } from '../../platform/http/endpoint-route.ts';
import { sendDownload } from '../../platform/storage/send.ts';
import type { DownloadsDeps } from './deps.ts';
import { describeDownload, findDownload, startDownload } from './service.ts';

/**
 * The old releases' download page (spec: /php/dlpage.php?file=...) names the
 * file and counts down before the download starts: 404 for a file the site
 * does not have.
 */
export const downloadPages = (deps: DownloadsDeps): PageChecks => ({
  '/php/dlpage.php': {
    exists: async ({ query: { file = '' } }) =>
      file.length <= 200 &&
      findDownload(deps, file).then(
        () => true,
        () => false,
      ),
  },
});

/** The old releases' archives, from /downloads/<file>, which counts them. */
export const downloadRoutes: FastifyPluginAsyncZod<{ deps: DownloadsDeps }> = async (
  app,
  { deps },
) => {
  endpointRoute(app, downloadsEndpoints.info, {
    handler: (request) => describeDownload(deps, request.params.file),
  });

  app.get<{ Params: { file: string } }>('/downloads/:file', async (request, reply) => {
    const { file } = await startDownload(deps, request.params.file);
    // A read that writes: the count it moved shows at once (downloads of old releases are rare).
    app.changes.announce('downloads');
    return sendDownload(reply, deps.storage, 'downloads', file, {
      filename: file,
      cacheControl: 'no-store',
    });
  });
};
