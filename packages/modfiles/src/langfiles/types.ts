/**
 * How each kind of language file is cut into elements (see the README's
 * "Translation centre" section for the element model of each file type).
 */
export type FileType = 'keyvalue' | 'sentences' | 'dialogues' | 'reputation' | 'pages' | 'lang';

/** The file type of a file key (its name without folder and extension). */
export function fileTypeOf(key: string): FileType {
  if (key === 'lang') return 'lang';
  if (/^(help|parchment)_\d+$/.test(key)) return 'pages';
  if (key.endsWith('_sentences')) return 'sentences';
  if (key.endsWith('_dialogues')) return 'dialogues';
  if (key.endsWith('_reputation')) return 'reputation';
  return 'keyvalue';
}

/** Whether a file type has '//*' notes for translators. */
export function hasExplanations(type: FileType): boolean {
  return type !== 'lang' && type !== 'pages';
}
