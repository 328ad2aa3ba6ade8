import { SITE_LANGUAGES, type SiteLanguage } from '@millenaire/contracts/common';
import { readCookie, writeCookie } from '../cookies';
import { shellTexts } from './shell-texts';
import { isSiteLanguage, LANGUAGE_PARAMETER, startLanguage } from './start-language';
import { i18n, type Namespace } from './texts';

export const LANGUAGE_COOKIE = 'language';

export { i18n, isSiteLanguage };

/** False in the server renderer, which sets the language of each page it renders. */
const IN_BROWSER = typeof window !== 'undefined';

/** Keeps the cookie and <html lang> in step with the texts, whoever changed the language. */
function rememberLanguage(): void {
  writeCookie(LANGUAGE_COOKIE, i18n.language);
  document.documentElement.lang = i18n.language;
}

// The shell's texts come a language at a time (shell-texts.ts); each feature
// adds its own namespace when its chunk loads (addFeatureCatalogues).
i18n.addLoader('translation', shellTexts);

/**
 * The page's language chosen and its shell texts in place, in the browser:
 * the application renders nothing before (start.ts waits for it).
 */
export const ready: Promise<void> = IN_BROWSER ? startInLanguage() : Promise.resolve();

async function startInLanguage(): Promise<void> {
  await i18n.changeLanguage(
    startLanguage({
      search: window.location.search,
      cookie: readCookie(LANGUAGE_COOKIE),
      html: document.documentElement.lang,
    }),
  );
  document.documentElement.lang = i18n.language;
  // An address's ?lang is a choice, kept like the switch's (the server set the cookie too).
  if (isSiteLanguage(new URLSearchParams(window.location.search).get(LANGUAGE_PARAMETER))) {
    writeCookie(LANGUAGE_COOKIE, i18n.language);
  }
  i18n.subscribe(rememberLanguage);
}

/**
 * Adds a feature's catalogues as a namespace of its own, in every site
 * language, and returns the namespace for `useTranslation`. Each feature calls
 * it at the top level of its `i18n/index.ts`, which its components import, so
 * the texts travel in the feature's lazily loaded chunk and are in place before
 * its first render, and a language switch finds them already there.
 */
export function addFeatureCatalogues<N extends Namespace>(
  namespace: N,
  catalogues: Record<SiteLanguage, object>,
): N {
  for (const language of SITE_LANGUAGES)
    i18n.addCatalogue(language, namespace, catalogues[language]);
  return namespace;
}
