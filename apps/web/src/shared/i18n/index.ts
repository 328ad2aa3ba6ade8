export { i18n, isSiteLanguage, LANGUAGE_COOKIE } from './i18n';
export { changeSiteLanguage, otherLanguage, useSiteLanguage } from './language';
