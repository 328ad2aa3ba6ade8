import { addFeatureCatalogues } from '@/shared/i18n';
import en from './en.json';
import fr from './fr.json';

declare module '@/shared/i18n/texts' {
  interface Catalogues {
    admin: typeof en;
  }
}

/** Texts of the site administration pages, loaded with this feature's chunk. */
export const NS = addFeatureCatalogues('admin', { en, fr });
