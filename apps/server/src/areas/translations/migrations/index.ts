import type { Migration } from 'kysely';
import * as languages from './20261123045918_languages.ts';
import * as translationCentre from './20261123162829_translation_centre.ts';
import * as translationReviews from './20261126120000_translation_reviews.ts';
import * as glossary from './20261126150000_glossary.ts';
import * as checkDismissals from './20261130140000_check_dismissals.ts';
import * as restoredVersions from './20261130150000_restored_versions.ts';
import * as lineComments from './20261130160000_line_comments.ts';
import * as memberSuggestions from './20261130170000_member_suggestions.ts';

/** The translations area's migrations, by name: a timestamp orders them among every area's. Never edit a shipped one. */
export const migrations: Record<string, Migration> = {
  '20261123045918_languages': languages,
  '20261123162829_translation_centre': translationCentre,
  '20261126120000_translation_reviews': translationReviews,
  '20261126150000_glossary': glossary,
  '20261130140000_check_dismissals': checkDismissals,
  '20261130150000_restored_versions': restoredVersions,
  '20261130160000_line_comments': lineComments,
  '20261130170000_member_suggestions': memberSuggestions,
};
