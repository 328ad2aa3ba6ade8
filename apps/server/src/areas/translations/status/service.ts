import type { SiteLanguage } from '@millenaire/contracts';
import type { TranslationsDeps } from '../deps.ts';
import { listLanguageStatus } from './repository.ts';

/** The translation status table, which is also the list of the mod's languages; kept a while. */
export function getTranslationStatus(
  { db, status }: Pick<TranslationsDeps, 'db' | 'status'>,
  language: SiteLanguage,
) {
  return status.fetch(language, () => listLanguageStatus(db, language));
}
