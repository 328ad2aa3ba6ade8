import type { SiteLanguage } from '@millenaire/contracts/common';

/**
 * The shell's texts, a chunk per language: a reader downloads their own
 * language's only (every key is in both, catalogues.test.ts, so French needs
 * no English behind it).
 */
const CHUNKS = {
  en: () => import('./en.json'),
  fr: () => import('./fr.json'),
} satisfies Record<SiteLanguage, () => Promise<{ default: object }>>;

const fetched = new Map<SiteLanguage, Promise<object>>();

/** The shell's catalogue in one language, fetched once. */
export function shellTexts(language: SiteLanguage): Promise<object> {
  let texts = fetched.get(language);
  if (!texts) {
    texts = CHUNKS[language]().then((chunk) => chunk.default);
    fetched.set(language, texts);
  }
  return texts;
}

/**
 * Starts fetching the texts of the page's language (its `<html lang>`, the
 * server's choice) while the application's first stage loads, so they do not
 * wait for it.
 */
export function prefetchShellTexts(): void {
  const language = document.documentElement.lang;
  if (Object.hasOwn(CHUNKS, language)) void shellTexts(language as SiteLanguage);
}
