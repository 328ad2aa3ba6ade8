export { addFeatureCatalogues, i18n, isSiteLanguage, LANGUAGE_COOKIE, ready } from './i18n';
export { changeSiteLanguage, languageTag, otherLanguage, useSiteLanguage } from './language';
export { LANGUAGE_PARAMETER, startLanguage, withLanguageParameter } from './start-language';
export { missingKeys, textsIn, useTranslation, type Namespace, type TFunction } from './texts';
