import { addFeatureCatalogues } from '@/shared/i18n';
import en from './en.json';
import fr from './fr.json';

declare module '@/shared/i18n/texts' {
  interface Catalogues {
    home: typeof en;
  }
}

/** Texts of the home page, loaded with this feature's chunk (see addFeatureCatalogues). */
export const NS = addFeatureCatalogues('home', { en, fr });
