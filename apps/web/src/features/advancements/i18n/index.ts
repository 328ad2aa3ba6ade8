import { addFeatureCatalogues } from '@/shared/i18n';
import en from './en.json';
import fr from './fr.json';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    advancements: typeof en;
  }
}

/** Texts of the advancements pages, loaded with this feature's chunk (see addFeatureCatalogues). */
export const NS = addFeatureCatalogues('advancements', { en, fr });
