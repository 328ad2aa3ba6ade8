import type { Migration } from 'kysely';
import * as languages from './20261123045918_languages.ts';
import * as translationCentre from './20261123162829_translation_centre.ts';
import * as translationReviews from './20261126120000_translation_reviews.ts';
import * as glossary from './20261126150000_glossary.ts';
import * as checkDismissals from './20261130140000_check_dismissals.ts';

/** The translations area's migrations, by name: a timestamp orders them among every area's. Never edit a shipped one. */
export const migrations: Record<string, Migration> = {
  '20261123045918_languages': languages,
  '20261123162829_translation_centre': translationCentre,
  '20261126120000_translation_reviews': translationReviews,
  '20261126150000_glossary': glossary,
  '20261130140000_check_dismissals': checkDismissals,
};
