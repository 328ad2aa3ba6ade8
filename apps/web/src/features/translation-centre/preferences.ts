import { useCallback, useState } from 'react';
import { readCookie, writeCookie } from '@/shared/cookies';
import { useHydrated } from '@/shared/hydrated';

export const REFERENCE_COOKIE = 'reference_language';
export const TRANSLATION_COOKIE = 'translation_language';

const DEFAULTS = { [REFERENCE_COOKIE]: 'en', [TRANSLATION_COOKIE]: 'fr' } as const;
type LanguageCookie = keyof typeof DEFAULTS;

/**
 * The visitor's language kept in its cookie, or the spec's default. The server
 * renders the defaults (the page is the same for every visitor), so the
 * cookie is read where there is a document only.
 */
export function savedLanguage(name: LanguageCookie): string {
  if (typeof document === 'undefined') return DEFAULTS[name];
  return readCookie(name) || DEFAULTS[name];
}

/**
 * A language kept in a cookie at path /. A page the server rendered shows the
 * defaults until the browser has taken it over, then the visitor's own choice.
 */
function useCookieLanguage(name: LanguageCookie) {
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState<string | null>(null);
  const set = useCallback(
    (next: string) => {
      writeCookie(name, next);
      setChosen(next);
    },
    [name],
  );
  const value = chosen ?? (hydrated ? savedLanguage(name) : DEFAULTS[name]);
  return [value, set] as const;
}

export const useReferenceLanguage = () => useCookieLanguage(REFERENCE_COOKIE);
export const useTranslationLanguage = () => useCookieLanguage(TRANSLATION_COOKIE);
