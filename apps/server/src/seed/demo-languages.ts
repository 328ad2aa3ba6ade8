import type { LanguagesTable } from '../areas/translations/table.ts';

// The mod's thirteen languages; completion figures are demo values.
export const demoLanguages: LanguagesTable[] = [
  { code: 'en', name_en: 'English', name_fr: 'Anglais', name_native: 'English', percentage: 100 },
  { code: 'fr', name_en: 'French', name_fr: 'Français', name_native: 'Français', percentage: 100 },
  { code: 'de', name_en: 'German', name_fr: 'Allemand', name_native: 'Deutsch', percentage: 93 },
  { code: 'es', name_en: 'Spanish', name_fr: 'Espagnol', name_native: 'Español', percentage: 81 },
  { code: 'it', name_en: 'Italian', name_fr: 'Italien', name_native: 'Italiano', percentage: 77 },
  { code: 'pl', name_en: 'Polish', name_fr: 'Polonais', name_native: 'Polski', percentage: 68 },
  { code: 'ru', name_en: 'Russian', name_fr: 'Russe', name_native: 'Русский', percentage: 88 },
  {
    code: 'nl',
    name_en: 'Dutch',
    name_fr: 'Néerlandais',
    name_native: 'Nederlands',
    percentage: 54,
  },
  { code: 'cs', name_en: 'Czech', name_fr: 'Tchèque', name_native: 'Čeština', percentage: 41 },
  {
    code: 'pt_BR',
    name_en: 'Brazilian Portuguese',
    name_fr: 'Portugais du Brésil',
    name_native: 'Português do Brasil',
    percentage: 62,
  },
  {
    code: 'zh_CN',
    name_en: 'Simplified Chinese',
    name_fr: 'Chinois simplifié',
    name_native: '简体中文',
    percentage: 72,
  },
  { code: 'ja', name_en: 'Japanese', name_fr: 'Japonais', name_native: '日本語', percentage: 35 },
  { code: 'ko', name_en: 'Korean', name_fr: 'Coréen', name_native: '한국어', percentage: 12 },
];
