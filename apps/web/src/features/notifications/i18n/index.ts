import { addFeatureCatalogues } from '@/shared/i18n';
import en from './en.json';
import fr from './fr.json';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    notifications: typeof en;
  }
}

/** Texts of the notifications pages, loaded with their chunk. */
export const NS = addFeatureCatalogues('notifications', { en, fr });
