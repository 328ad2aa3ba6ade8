import { addFeatureCatalogues } from '@/shared/i18n';
import en from './en.json';
import fr from './fr.json';

declare module '@/shared/i18n/texts' {
  interface Catalogues {
    'hall-of-fame': typeof en;
  }
}

/** Texts of the hall of fame, loaded with this feature's chunk (see addFeatureCatalogues). */
export const NS = addFeatureCatalogues('hall-of-fame', { en, fr });
