import { isFileKey } from '@millenaire/modfiles';
import type { TranslationsDeps } from '../deps.ts';
import { findAnyFile, findFile } from '../file-repository.ts';
import { languageExists } from '../repository.ts';

/** Whether a file's history page exists: the file, in that language. */
export async function historyExists(
  { db }: TranslationsDeps,
  filekey: string,
  language: string,
): Promise<boolean> {
  return isFileKey(filekey) && (await findFile(db, language, filekey)) !== undefined;
}

/**
 * Whether the editor's page exists: a file of that key in some language (a
 * translation may be started from it) and two languages of the mod.
 */
export async function editorExists(
  { db }: TranslationsDeps,
  filekey: string,
  reference: string,
  translation: string,
): Promise<boolean> {
  if (!isFileKey(filekey)) return false;
  const [file, hasReference, hasTranslation] = await Promise.all([
    findAnyFile(db, filekey),
    languageExists(db, reference),
    languageExists(db, translation),
  ]);
  return file !== undefined && hasReference && hasTranslation;
}
