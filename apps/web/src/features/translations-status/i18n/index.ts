import { addFeatureCatalogues } from '@/shared/i18n';
import en from './en.json';
import fr from './fr.json';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    'translations-status': typeof en;
  }
}

/** Texts of the translation status page, loaded with this feature's chunk (see addFeatureCatalogues). */
export const NS = addFeatureCatalogues('translations-status', { en, fr });
