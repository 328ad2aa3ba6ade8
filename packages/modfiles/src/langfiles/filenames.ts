/**
 * A file's key is its name without folder and extension, so it stays safe in
 * a URL path: 'strings' for strings.txt, 'help_1' for help/help_1.txt,
 * 'parchment_15' for parchments/parchment_15.txt. The Minecraft-style
 * `<locale>.lang` file of every language has the key 'lang'. The stored
 * filename keeps the folder.
 */

/** Folders a language file may sit in, by the prefix of its key. */
const SUBFOLDERS: [RegExp, string][] = [
  [/^help_\d+$/, 'help/'],
  [/^parchment_\d+$/, 'parchments/'],
];

export const LANG_FILE_KEY = 'lang';
export const MAX_FILE_KEY_LENGTH = 64;

/** Letters, digits and '_' only: no dot, slash or anything a path could use. */
export function isFileKey(key: string): boolean {
  return key.length <= MAX_FILE_KEY_LENGTH && /^[A-Za-z0-9_]+$/.test(key);
}

/** The folder a file of this key belongs in ('' for the language folder itself). */
export function folderOfKey(key: string): string {
  return SUBFOLDERS.find(([pattern]) => pattern.test(key))?.[1] ?? '';
}

/**
 * The key of a filename relative to a language folder, or undefined when the
 * name cannot be a language file (wrong folder, no extension, path tricks).
 */
export function fileKeyOf(filename: string): string | undefined {
  const match = /^(?:(help|parchments)\/)?([A-Za-z0-9_]+)\.(txt|lang)$/.exec(filename);
  if (!match) return undefined;
  const [, folder, base, ext] = match;
  if (ext === 'lang') return folder ? undefined : LANG_FILE_KEY;
  if (base === LANG_FILE_KEY || base!.length > MAX_FILE_KEY_LENGTH) return undefined;
  return folderOfKey(base!) === (folder ? `${folder}/` : '') ? base : undefined;
}

/**
 * The filename of a translation that does not exist yet: `<language>_<language>.lang`
 * for the lang key, otherwise the reference file's name.
 */
export function newTranslationFilename(
  key: string,
  language: string,
  referenceFilename: string,
): string {
  return key === LANG_FILE_KEY ? `${language}_${language}.lang` : referenceFilename;
}
