import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_SITE_LANGUAGE,
  SITE_LANGUAGES,
  type SiteLanguage,
} from '@millenaire/contracts/common';
import { readCookie, writeCookie } from '../cookies';
import en from './en.json';
import fr from './fr.json';
import { isSiteLanguage, LANGUAGE_PARAMETER, startLanguage } from './start-language';

export const LANGUAGE_COOKIE = 'language';

export { isSiteLanguage };

/** Keeps the cookie and <html lang> in step with i18next, whoever changed the language. */
function rememberLanguage(language: string): void {
  if (!isSiteLanguage(language) || !IN_BROWSER) return;
  writeCookie(LANGUAGE_COOKIE, language);
  document.documentElement.lang = language;
}

/** False in the server renderer, which sets the language of each page it renders. */
const IN_BROWSER = typeof window !== 'undefined';

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, fr: { translation: fr } },
  lng: IN_BROWSER
    ? startLanguage({
        search: window.location.search,
        cookie: readCookie(LANGUAGE_COOKIE),
        html: document.documentElement.lang,
      })
    : DEFAULT_SITE_LANGUAGE,
  fallbackLng: DEFAULT_SITE_LANGUAGE,
  supportedLngs: [...SITE_LANGUAGES],
  // The shell's texts are bundled, so the first render can already use them;
  // each feature adds its own namespace when its chunk loads (addFeatureCatalogues).
  initAsync: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});
i18n.on('languageChanged', rememberLanguage);
if (IN_BROWSER) {
  document.documentElement.lang = i18n.language;
  // An address's ?lang is a choice, kept like the switch's (the server set the cookie too).
  if (isSiteLanguage(new URLSearchParams(window.location.search).get(LANGUAGE_PARAMETER))) {
    writeCookie(LANGUAGE_COOKIE, i18n.language);
  }
}

/**
 * Adds a feature's catalogues as an i18next namespace of its own, in every site
 * language, and returns the namespace for `useTranslation`. Each feature calls
 * it at the top level of its `i18n/index.ts`, which its components import, so
 * the texts travel in the feature's lazily loaded chunk and are in place before
 * its first render, and a language switch finds them already there.
 */
export function addFeatureCatalogues<Namespace extends string>(
  namespace: Namespace,
  catalogues: Record<SiteLanguage, object>,
): Namespace {
  for (const language of SITE_LANGUAGES) {
    // Deep and overwriting, so a reloaded module in development replaces its texts.
    i18n.addResourceBundle(language, namespace, catalogues[language], true, true);
  }
  return namespace;
}
