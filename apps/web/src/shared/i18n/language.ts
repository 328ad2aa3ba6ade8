import type { SiteLanguage } from '@millenaire/contracts/common';
import { i18n } from './i18n';
import { useLanguage } from './texts';

/** The site language; data hooks put it in their URL so a switch refetches. */
export function useSiteLanguage(): SiteLanguage {
  return useLanguage();
}

export function changeSiteLanguage(language: SiteLanguage): Promise<unknown> {
  return i18n.changeLanguage(language);
}

export function otherLanguage(language: SiteLanguage): SiteLanguage {
  return language === 'en' ? 'fr' : 'en';
}

/**
 * The HTML language tag of one of the mod's language codes: the mod writes
 * Danish 'dk' (the country) where the tag is 'da', and regions with '_'.
 */
export function languageTag(modCode: string): string {
  const [language = '', region] = modCode.toLowerCase().split('_');
  const base = language === 'dk' ? 'da' : language;
  return region ? `${base}-${region.toUpperCase()}` : base;
}
