import {
  applyEdit,
  checkElements,
  editErrors,
  fileKeyOf,
  isFileKey,
  parseLangFile,
  serializeLangFile,
  splitContent,
} from '@millenaire/modfiles';
import type {
  TranslationFile,
  TranslationFileInfo,
  TranslationSave,
  TranslationSaved,
} from '@millenaire/contracts';
import type { Actor } from '../../../platform/http/auth.ts';
import { AppError, notFound } from '../../../platform/http/errors.ts';
import { COMPLETION_REFERENCE, type TranslationsDeps } from '../deps.ts';
import { ensureCanSaveTranslation } from '../policy.ts';
import { onTopOfLatest } from '../../../platform/text/history/store.ts';
import { openReviews } from '../review-state.ts';
import {
  dismissedChecks,
  ensureLanguage,
  fileInfo,
  openSuggestionCounts,
  toInfo,
} from '../file-info.ts';
import { findAnyFile, findFile, listFileInfos } from '../file-repository.ts';
import { latestText, referenceElements, writeFileVersion } from '../file-write.ts';

/** The latest file of each key in a language, without their texts. */
export async function listFiles(
  deps: TranslationsDeps,
  language: string,
): Promise<TranslationFileInfo[]> {
  await ensureLanguage(deps, language);
  const rows = await listFileInfos(deps.db, language, COMPLETION_REFERENCE);
  const dismissed = await dismissedChecks(deps.db, language);
  const suggestions = await openSuggestionCounts(deps.db, language);
  const infos: TranslationFileInfo[] = [];
  // One after the other: each parses up to two files, kept for the next asking.
  for (const row of rows) infos.push(await toInfo(deps.db, row, dismissed, suggestions));
  return infos;
}

/** One file with its full text, its elements and its lines to review. */
export async function getFile(
  deps: TranslationsDeps,
  language: string,
  filekey: string,
): Promise<TranslationFile> {
  if (!isFileKey(filekey)) throw notFound();
  const info = await fileInfo(deps, language, filekey);
  if (!info) throw notFound();
  const content = await latestText(deps.db, language, filekey);
  return {
    ...info,
    content,
    splitcontent: splitContent(parseLangFile(content, filekey)),
    reviews: await openReviews(deps.db, language, filekey),
  };
}

/** The text a save asks for (the whole text, or the elements applied to the current one), parsed. */
function newText(filekey: string, current: string, body: TranslationSave) {
  const file = parseLangFile(current, filekey);
  const before = splitContent(file).elements;
  if (body.content !== undefined) {
    const after = splitContent(parseLangFile(body.content, filekey)).elements;
    return { text: body.content, before, after };
  }
  const edit = { ...body.splitcontent };
  const errors = editErrors(file.type, edit);
  if (errors.length > 0) {
    throw new AppError(400, 'INVALID_INPUT', errors[0]!.element || 'explanations');
  }
  const edited = applyEdit(file, edit);
  return { text: serializeLangFile(edited), before, after: splitContent(edited).elements };
}

/** How often a save without `basedon` is made again after others landed first. */
const SAVE_ATTEMPTS = 20;

/** One try at a save: the new version on top of the revision read, or 409. */
async function saveOnce(
  deps: TranslationsDeps,
  viewer: Actor,
  language: string,
  filekey: string,
  body: TranslationSave,
) {
  const existing = await findFile(deps.db, language, filekey);
  const model = existing ?? (await findAnyFile(deps.db, filekey));
  if (!model) throw notFound();
  const current = existing?.revision ?? 0;
  const basedOn = body.basedon ?? current;
  if (basedOn !== current) throw new AppError(409, 'CONFLICT');
  const before = existing ? await latestText(deps.db, language, filekey) : '';
  const { text, ...parsed } = newText(filekey, before, body);
  if (!existing || text !== before) {
    await writeFileVersion(deps.db, {
      language,
      filekey,
      filename: existing?.filename ?? body.filename,
      text,
      basedOn,
      version: model.version,
      authorId: viewer.id,
      initialImport: false,
      createdAt: deps.clock.now(),
      parsed,
    });
    deps.status.clear();
  }
  return parsed;
}

/**
 * Saves a file, from its elements or its whole text. A save based on an
 * older revision than the latest answers 409 CONFLICT and writes nothing; a
 * save that changes nothing writes nothing either.
 */
export async function saveFile(
  deps: TranslationsDeps,
  viewer: Actor | null,
  language: string,
  filekey: string,
  body: TranslationSave,
): Promise<TranslationSaved> {
  ensureCanSaveTranslation(viewer);
  if (!isFileKey(filekey) || fileKeyOf(body.filename) !== filekey) {
    throw new AppError(400, 'INVALID_INPUT', 'filename');
  }
  await ensureLanguage(deps, language);
  // A save without `basedon` (the spec's own client) goes on top of whatever
  // is latest: when another save lands in between, it is made again on top of
  // that one, so parallel saves line up on both databases instead of one of
  // them answering 409.
  const save = () => saveOnce(deps, viewer, language, filekey, body);
  const parsed = await (body.basedon === undefined ? onTopOfLatest(SAVE_ATTEMPTS, save) : save());
  return {
    file: (await fileInfo(deps, language, filekey))!,
    // What the checks find in the lines the save sent (the editor showed them as they were typed).
    warnings: checkElements(
      await referenceElements(deps.db, filekey),
      body.splitcontent?.elements ?? parsed.after,
      language,
    ),
  };
}
