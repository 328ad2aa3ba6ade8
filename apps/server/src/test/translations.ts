import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import type { TestContext } from './app.ts';
import { insertLanguages } from '../areas/translations/status/repository.ts';
import { importLanguageFile } from '../areas/translations/import/importer.ts';

export const LANGUAGES = [
  { code: 'en', name_en: 'English', name_fr: 'Anglais', name_native: 'English' },
  { code: 'fr', name_en: 'French', name_fr: 'Français', name_native: 'Français' },
  { code: 'de', name_en: 'German', name_fr: 'Allemand', name_native: 'Deutsch' },
];

/** Files written for the tests: English has four strings, French two, German one. */
export const FILES: [string, string, string][] = [
  [
    'en',
    'strings.txt',
    '\uFEFF//* <0> is a number\nui.a=One <0>\rui.b=Two $name  \nui.c=Three\nui.d=Four',
  ],
  ['fr', 'strings.txt', '\uFEFF//* <0> est un nombre\nui.a=Un <0>\rui.b=Deux $name  \n'],
  ['de', 'strings.txt', 'ui.a=Eins <0>\n'],
  ['en', 'norman_sentences.txt', 'hello=Hi\nhello=Hello there\n'],
  ['en', 'en_us.lang', '# names\nadvancements.cresus.name=Croesus\n'],
];

export async function seedTranslations(t: TestContext): Promise<void> {
  await seedTranslationsInto(t.app.db);
}

/** The same, straight into a database (one a site process runs on, say). */
export async function seedTranslationsInto(db: Kysely<Database>): Promise<void> {
  await insertLanguages(db, LANGUAGES);
  for (const [language, filename, text] of FILES) {
    await importLanguageFile(db, {
      language,
      filename,
      text,
      version: '8.1.2',
      createdAt: new Date('2026-01-02T03:04:05Z'),
    });
  }
}
