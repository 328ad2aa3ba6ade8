import type { ZipEntry } from '../../../platform/storage/zip.ts';
import { findVersion } from '../../../platform/text/history/store.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { subjectOf, type TranslationsDeps } from '../deps.ts';
import { listFileNames } from '../file-repository.ts';
import { languageExists } from '../repository.ts';

/** The name a language's archive is downloaded as. */
export const archiveName = (language?: string) =>
  language ? `millenaire-${language}` : 'millenaire-languages';

/** Checked before the answer starts, so an unknown language is a 404 and not an empty zip. */
export async function ensureArchive(deps: TranslationsDeps, language?: string): Promise<void> {
  if (language !== undefined && !(await languageExists(deps.db, language))) throw notFound();
}

/**
 * The latest text of every file of a language (or of all), laid out as the
 * mod's languages folder: <language>/<filename>. Read one file at a time,
 * as the archive asks for it.
 */
export async function* archiveEntries(
  deps: TranslationsDeps,
  language?: string,
): AsyncGenerator<ZipEntry> {
  const files = await listFileNames(deps.db, language);
  for (const file of files) {
    const version = await findVersion(
      deps.db,
      subjectOf(file.language, file.filekey),
      file.revision,
    );
    yield {
      name: `${file.language}/${file.filename}`,
      body: Buffer.from(version?.body ?? '', 'utf8'),
    };
  }
}
