import type { LangFileEdit } from './edit.ts';
import { placeholdersOf } from './placeholders.ts';
import { hasExplanations, type FileType } from './types.ts';

/** A problem found in a translation; errors block a save, warnings are shown. */
export interface TranslationIssue {
  element: string;
  /** Line number within the element, from 0. */
  line: number;
  code:
    | 'LINE_BREAK'
    | 'EQUALS_IN_VALUE'
    | 'BAD_KEY'
    | 'BAD_REPUTATION'
    | 'PAGE_MARKER'
    | 'NO_EXPLANATIONS'
    | 'PLACEHOLDERS';
}

const LINE_BREAK = /[\r\n]/;

function keyProblem(type: FileType, key: string): boolean {
  if (key === '' || key.length > 200 || LINE_BREAK.test(key) || key !== key.trim()) return true;
  switch (type) {
    case 'pages':
      return !/^page_[1-9]\d{0,3}$/.test(key);
    case 'dialogues':
      return /[;,#]/.test(key);
    case 'reputation':
      return key.includes(';') || key.startsWith('//');
    case 'lang':
      return key.includes('=') || key.startsWith('#');
    default:
      return key.includes('=') || key.startsWith('//') || key !== key.toLowerCase();
  }
}

function valueProblem(type: FileType, value: string): TranslationIssue['code'] | undefined {
  if (LINE_BREAK.test(value)) return 'LINE_BREAK';
  if ((type === 'keyvalue' || type === 'sentences') && value.includes('=')) {
    return 'EQUALS_IN_VALUE';
  }
  if (type === 'reputation' && !value.includes(';')) return 'BAD_REPUTATION';
  if (type === 'pages' && (value.trim() === 'NEW_PAGE' || value.startsWith('version:'))) {
    return 'PAGE_MARKER';
  }
  return undefined;
}

/** What makes an edit unsavable: it would break the file's structure. */
export function editErrors(type: FileType, edit: LangFileEdit): TranslationIssue[] {
  const issues: TranslationIssue[] = [];
  for (const [element, values] of Object.entries(edit.elements ?? {})) {
    if (keyProblem(type, element)) issues.push({ element, line: 0, code: 'BAD_KEY' });
    values.forEach((value, line) => {
      const code = valueProblem(type, value);
      if (code) issues.push({ element, line, code });
    });
  }
  if (edit.explanations && !hasExplanations(type)) {
    issues.push({ element: '', line: 0, code: 'NO_EXPLANATIONS' });
  }
  return issues;
}

/**
 * Translated lines whose parameters or placeholders differ from the
 * reference line at the same place: worth a look, not worth refusing.
 */
export function placeholderWarnings(
  reference: Record<string, string[]>,
  translation: Record<string, string[]>,
): TranslationIssue[] {
  const issues: TranslationIssue[] = [];
  for (const [element, values] of Object.entries(translation)) {
    const ref = Object.hasOwn(reference, element) ? reference[element]! : [];
    values.forEach((value, line) => {
      const source = ref[line];
      if (source === undefined || value === '') return;
      if (placeholdersOf(source).join(' ') !== placeholdersOf(value).join(' ')) {
        issues.push({ element, line, code: 'PLACEHOLDERS' });
      }
    });
  }
  return issues;
}
