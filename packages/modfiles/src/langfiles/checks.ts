import type { LangFileEdit } from './edit.ts';
import { hasExplanations, type FileType } from './types.ts';

/** A problem that blocks a save (what does not block it is line-checks.ts's). */
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
    | 'NO_EXPLANATIONS';
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
