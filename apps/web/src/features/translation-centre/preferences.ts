import { useCallback, useState } from 'react';
import { writeCookie } from '@/shared/cookies';
import { useHydrated } from '@/shared/hydrated';
import {
  LANGUAGE_DEFAULTS,
  REFERENCE_COOKIE,
  savedLanguage,
  TRANSLATION_COOKIE,
  type LanguageCookie,
} from '@/shared/translation-languages';

export { REFERENCE_COOKIE, savedLanguage, TRANSLATION_COOKIE };

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
  const value = chosen ?? (hydrated ? savedLanguage(name) : LANGUAGE_DEFAULTS[name]);
  return [value, set] as const;
}

export const useReferenceLanguage = () => useCookieLanguage(REFERENCE_COOKIE);
export const useTranslationLanguage = () => useCookieLanguage(TRANSLATION_COOKIE);
