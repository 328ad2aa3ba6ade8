import { addFeatureCatalogues } from '@/shared/i18n';
import en from './en.json';
import fr from './fr.json';

declare module '@/shared/i18n/texts' {
  interface Catalogues {
    contributing: typeof en;
  }
}

/** Texts of the contributing page, loaded with this feature's chunk (see addFeatureCatalogues). */
export const NS = addFeatureCatalogues('contributing', { en, fr });
