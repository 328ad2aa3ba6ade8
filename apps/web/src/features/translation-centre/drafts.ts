import type { Edits } from './editor-state';

/**
 * The editor's unsaved work, kept in the tab (sessionStorage) so that it
 * outlives the page: a session that ended, the login page, and back.
 */
export interface Draft {
  /** The translation's revision the work was typed on. */
  revision: number;
  edits: Edits;
  /** The full-text editor's text, when that is what was edited. */
  fullText?: string;
}

// Per file and translation language: the reference shown beside it changes nothing.
const draftKey = (filekey: string, language: string) =>
  `millenaire_translation_draft:${language}/${filekey}`;

const isLines = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((line) => typeof line === 'string');

function isEdits(value: unknown): value is Edits {
  if (typeof value !== 'object' || value === null || !('elements' in value)) return false;
  const { elements } = value;
  if (typeof elements !== 'object' || elements === null) return false;
  if (!Object.values(elements).every(isLines)) return false;
  return !('explanations' in value) || typeof value.explanations === 'string';
}

function isDraft(value: unknown): value is Draft {
  if (typeof value !== 'object' || value === null) return false;
  if (!('revision' in value) || typeof value.revision !== 'number') return false;
  if ('fullText' in value && typeof value.fullText !== 'string') return false;
  return 'edits' in value && isEdits(value.edits);
}

export function readDraft(filekey: string, language: string): Draft | null {
  try {
    const text = window.sessionStorage.getItem(draftKey(filekey, language));
    const parsed: unknown = text === null ? null : JSON.parse(text);
    return isDraft(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Keeps the draft, or forgets it (null) once saved or given up. */
export function writeDraft(filekey: string, language: string, draft: Draft | null): void {
  const key = draftKey(filekey, language);
  try {
    if (draft === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage refused (full, or disabled): the page still holds the work while open.
  }
}
