import { addFeatureCatalogues } from '@/shared/i18n';
import en from './en.json';
import fr from './fr.json';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    admin: typeof en;
  }
}

/** Texts of the site administration pages, loaded with this feature's chunk. */
export const NS = addFeatureCatalogues('admin', { en, fr });
