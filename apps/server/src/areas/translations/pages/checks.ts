import type { PageChecks } from '../../../platform/pages/page-checks.ts';
import type { TranslationsDeps } from '../deps.ts';
import { editorExists, historyExists } from './service.ts';

/** The translation centre's pages that name a file: 404 when it is unknown. */
export function translationPages(deps: TranslationsDeps): PageChecks {
  return {
    '/translationcentre/history/:filekey/:language': {
      exists: ({ params: { filekey = '', language = '' } }) =>
        historyExists(deps, filekey, language),
    },
    '/translationcentre/files/:filekey/:referenceLanguage/:translationLanguage': {
      exists: ({ params: { filekey = '', referenceLanguage = '', translationLanguage = '' } }) =>
        editorExists(deps, filekey, referenceLanguage, translationLanguage),
    },
  };
}
