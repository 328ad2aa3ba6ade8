import type { LineEnding } from './lines.ts';
import { fileEnding, type LangFile, type Line } from './parse.ts';
import { hasExplanations, type FileType } from './types.ts';

/** What a save changes: elements given are replaced whole, the others are kept. */
export interface LangFileEdit {
  elements?: Record<string, string[]>;
  /** Undefined keeps the explanations as they are. */
  explanations?: string;
}

type ValueLine = Extract<Line, { kind: 'value' }>;

function linesOf(file: LangFile, key: string): ValueLine[] {
  return file.lines.filter((l): l is ValueLine => l.kind === 'value' && l.element === key);
}

/** The lines a new element is written as, when the file has none of it yet. */
function newElementLines(type: FileType, key: string, values: string[], eol: LineEnding): Line[] {
  const value = (prefix: string, v: string): Line => ({
    kind: 'value',
    element: key,
    prefix,
    value: v,
    suffix: '',
    eol,
  });
  switch (type) {
    case 'pages':
      return [{ kind: 'fixed', text: 'NEW_PAGE', eol }, ...values.map((v) => value('', v))];
    case 'dialogues':
      return [
        { kind: 'fixed', text: `newchat;key:${key}`, eol, element: key },
        ...values.map((v) => value('v1;0;', v)),
      ];
    case 'reputation':
      return values.map((v) => value(`${key};`, v));
    default:
      return values.map((v) => value(`${key}=`, v));
  }
}

/** Puts lines after index `at` (-1: at the start), keeping the file's final newline or its absence. */
function insertLines(file: LangFile, at: number, added: Line[], eol: LineEnding): void {
  if (added.length === 0) return;
  const last = file.lines.length - 1;
  if (at === last && at >= 0 && file.lines[last]!.eol === '') {
    file.lines[last]!.eol = eol;
    added[added.length - 1]!.eol = '';
  }
  file.lines.splice(at + 1, 0, ...added);
}

function editElement(file: LangFile, key: string, values: string[], eol: LineEnding): void {
  const existing = linesOf(file, key);
  if (existing.length === 0) {
    if (values.every((v) => v === '')) return;
    const added = newElementLines(file.type, key, values, eol);
    insertLines(file, file.lines.length - 1, added, eol);
    return;
  }
  existing.forEach((line, i) => {
    if (i < values.length && line.value !== values[i]) line.value = values[i]!;
  });
  const removed = new Set(existing.slice(values.length));
  if (removed.size > 0) file.lines = file.lines.filter((l) => !removed.has(l as ValueLine));
  const extra = values.slice(existing.length);
  if (extra.length === 0) return;
  const last = existing.at(-1)!;
  const added = extra.map((v): Line => ({ ...last, value: v, suffix: '', eol }));
  insertLines(file, file.lines.indexOf(last), added, eol);
}

function editExplanations(file: LangFile, text: string, eol: LineEnding): void {
  const values = text === '' ? [] : text.split(/\r\n|\n|\r/);
  const existing = file.lines.filter((l) => l.kind === 'explanation');
  existing.forEach((line, i) => {
    if (i < values.length) line.value = values[i]!;
  });
  const removed = new Set<Line>(existing.slice(values.length));
  if (removed.size > 0) file.lines = file.lines.filter((l) => !removed.has(l));
  const extra = values.slice(existing.length);
  if (extra.length === 0) return;
  const last = existing.at(-1);
  const added = extra.map((v): Line => ({ kind: 'explanation', prefix: '//*', value: v, eol }));
  insertLines(file, last ? file.lines.indexOf(last) : -1, added, eol);
}

/**
 * A copy of `file` with the edit applied. Lines of unchanged elements stay as
 * they were, byte for byte; a changed line gets its new value between the
 * same prefix and suffix; new lines use the file's usual line ending.
 */
export function applyEdit(source: LangFile, edit: LangFileEdit): LangFile {
  const file: LangFile = { ...source, lines: source.lines.map((l) => ({ ...l })) };
  const eol = fileEnding(file);
  for (const [key, values] of Object.entries(edit.elements ?? {})) {
    editElement(file, key, values, eol);
  }
  if (edit.explanations !== undefined && hasExplanations(file.type)) {
    editExplanations(file, edit.explanations, eol);
  }
  return file;
}
