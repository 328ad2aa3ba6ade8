import { useMemo } from 'react';
import { useTranslation } from '@/shared/i18n';
import { NS } from '../i18n';

const KEYS = [
  'ariaLinkLabel',
  'cancel',
  'enterCode',
  'enterCodeAria',
  'enterCodeFromImage',
  'error',
  'expired',
  'getAudioChallenge',
  'label',
  'loading',
  'reload',
  'verificationRequired',
  'verified',
  'verify',
  'verifying',
  'waitAlert',
] as const;

/** The widget's texts in the site language; its footer names ALTCHA with a link. */
export function useCaptchaStrings(): Record<string, string> {
  // t is new after every language change, so the texts follow the site language.
  const { t } = useTranslation(NS);
  return useMemo(() => {
    const strings: Record<string, string> = {};
    for (const key of KEYS) strings[key] = t(`captcha.${key}`);
    const link = `<a href="https://altcha.org/" tabindex="-1" target="_blank" rel="noopener" aria-label="${strings.ariaLinkLabel}">ALTCHA</a>`;
    strings.footer = `${t('captcha.protectedBy')} ${link}`;
    return strings;
  }, [t]);
}
