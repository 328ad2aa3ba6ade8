import { addFeatureCatalogues } from '@/shared/i18n';
import en from './en.json';
import fr from './fr.json';

declare module '@/shared/i18n/texts' {
  interface Catalogues {
    notifications: typeof en;
  }
}

/** Texts of the notifications pages, loaded with their chunk. */
export const NS = addFeatureCatalogues('notifications', { en, fr });
