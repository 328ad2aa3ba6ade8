import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_SITE_LANGUAGE, SITE_LANGUAGES, type SiteLanguage } from '@millenaire/contracts';
import { readCookie, writeCookie } from '../cookies';
import en from './en.json';
import fr from './fr.json';

export const LANGUAGE_COOKIE = 'language';

export function isSiteLanguage(value: unknown): value is SiteLanguage {
  return typeof value === 'string' && (SITE_LANGUAGES as readonly string[]).includes(value);
}

function cookieLanguage(): SiteLanguage {
  const stored = readCookie(LANGUAGE_COOKIE);
  return isSiteLanguage(stored) ? stored : DEFAULT_SITE_LANGUAGE;
}

/** Keeps the cookie and <html lang> in step with i18next, whoever changed the language. */
function rememberLanguage(language: string): void {
  if (!isSiteLanguage(language)) return;
  writeCookie(LANGUAGE_COOKIE, language);
  document.documentElement.lang = language;
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, fr: { translation: fr } },
  lng: cookieLanguage(),
  fallbackLng: DEFAULT_SITE_LANGUAGE,
  supportedLngs: [...SITE_LANGUAGES],
  // Resources are bundled, so the first render can already use them.
  initAsync: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});
i18n.on('languageChanged', rememberLanguage);
document.documentElement.lang = i18n.language;
