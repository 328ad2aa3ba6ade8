import type { FastifyPluginAsync } from 'fastify';
import { pageRoute } from '../../../platform/pages/page-route.ts';
import type { TranslationsDeps } from '../deps.ts';
import { editorExists, historyExists } from './service.ts';

/** The translation centre's pages that name a file, 404 when it is unknown. */
export const translationPageRoutes: FastifyPluginAsync<{ deps: TranslationsDeps }> = async (
  app,
  { deps },
) => {
  pageRoute(
    app,
    '/translationcentre/history/:filekey/:language',
    ({ filekey = '', language = '' }) => historyExists(deps, filekey, language),
  );
  pageRoute(
    app,
    '/translationcentre/files/:filekey/:referenceLanguage/:translationLanguage',
    ({ filekey = '', referenceLanguage = '', translationLanguage = '' }) =>
      editorExists(deps, filekey, referenceLanguage, translationLanguage),
  );
};
