import { addFeatureCatalogues } from '@/shared/i18n';
import en from './en.json';
import fr from './fr.json';

declare module '@/shared/i18n/texts' {
  interface Catalogues {
    'site-search': typeof en;
  }
}

/** Texts of the site-wide search, loaded with its chunk when the search first opens. */
export const NS = addFeatureCatalogues('site-search', { en, fr });
