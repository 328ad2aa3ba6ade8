import { addFeatureCatalogues } from '@/shared/i18n';
import en from './en.json';
import fr from './fr.json';

declare module '@/shared/i18n/texts' {
  interface Catalogues {
    library: typeof en;
  }
}

/** Texts of the library, loaded with this feature's chunk (see addFeatureCatalogues). */
export const NS = addFeatureCatalogues('library', { en, fr });
