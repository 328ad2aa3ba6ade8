import { useCallback, useState } from 'react';
import { readCookie, writeCookie } from '@/shared/cookies';

export const REFERENCE_COOKIE = 'reference_language';
export const TRANSLATION_COOKIE = 'translation_language';

/** A language kept in a cookie at path /, with the spec's defaults (en, fr). */
function useCookieLanguage(name: string, fallback: string) {
  const [value, setValue] = useState(() => readCookie(name) || fallback);
  const set = useCallback(
    (next: string) => {
      writeCookie(name, next);
      setValue(next);
    },
    [name],
  );
  return [value, set] as const;
}

export const useReferenceLanguage = () => useCookieLanguage(REFERENCE_COOKIE, 'en');
export const useTranslationLanguage = () => useCookieLanguage(TRANSLATION_COOKIE, 'fr');
