import { searchFold, type SplitContentPayload } from '@millenaire/contracts/translations';

export type Elements = SplitContentPayload['elements'];

/** What the translator typed, on top of the file as loaded. */
export interface Edits {
  /** Element key → its lines as edited (the whole element). */
  elements: Record<string, string[]>;
  /** Undefined: the explanations are untouched. */
  explanations?: string;
}

export const NO_EDITS: Edits = { elements: {} };

const own = (elements: Elements, key: string) =>
  Object.hasOwn(elements, key) ? elements[key]! : [];

/** The keys to show: the reference's in order, then those only the translation has. */
export function elementKeys(reference: Elements, translation: Elements): string[] {
  const keys = Object.keys(reference);
  const known = new Set(keys);
  return [...keys, ...Object.keys(translation).filter((k) => !known.has(k))];
}

/** What narrows the elements shown; each left out shows them all. */
export interface ElementFilter {
  /** Only the elements without a translation. */
  untranslated?: boolean;
  /** Only these elements (the lines to review). */
  only?: ReadonlySet<string>;
  /** Only the elements whose key, reference or translation holds it (folded by searchFold). */
  found?: string;
}

/** The keys of `keys` that pass the filter, in order. */
export function filterKeys(
  keys: string[],
  reference: Elements,
  translation: Elements,
  { untranslated, only, found }: ElementFilter,
): string[] {
  const holds = (lines: string[]) => lines.some((line) => searchFold(line).includes(found!));
  return keys.filter(
    (k) =>
      (!untranslated || !isTranslated(own(translation, k))) &&
      (!only || only.has(k)) &&
      (!found ||
        searchFold(k).includes(found) ||
        holds(own(reference, k)) ||
        holds(own(translation, k))),
  );
}

/** The lines an element shows: what was typed, else the translation's. */
export function linesOf(edits: Edits, translation: Elements, key: string): string[] {
  return Object.hasOwn(edits.elements, key) ? edits.elements[key]! : own(translation, key);
}

/** 'Unsaved changes: N': each changed line once, edited explanations once. */
export function countChanges(edits: Edits, translation: Elements, explanations: string): number {
  let count = 0;
  for (const [key, lines] of Object.entries(edits.elements)) {
    const before = own(translation, key);
    lines.forEach((line, i) => {
      if (line !== (before[i] ?? '')) count++;
    });
  }
  if (edits.explanations !== undefined && edits.explanations !== explanations) count++;
  return count;
}

/**
 * 'Unsaved changes: N' in the full-text editor: lines of the file added,
 * removed or changed, each once (a changed line is one removed and one added
 * at the same time, so the larger of the two counts).
 */
export function countTextChanges(before: string, after: string): number {
  if (before === after) return 0;
  const remaining = new Map<string, number>();
  const beforeLines = before.split(/\r\n|\r|\n/);
  for (const line of beforeLines) remaining.set(line, (remaining.get(line) ?? 0) + 1);
  let added = 0;
  for (const line of after.split(/\r\n|\r|\n/)) {
    const left = remaining.get(line) ?? 0;
    if (left > 0) remaining.set(line, left - 1);
    else added++;
  }
  let removed = 0;
  for (const left of remaining.values()) removed += left;
  return Math.max(added, removed, 1);
}

/** Sets one line of an element; the element's other lines come from the translation. */
export function editLine(
  edits: Edits,
  translation: Elements,
  key: string,
  index: number,
  value: string,
): Edits {
  const lines = [...linesOf(edits, translation, key)];
  while (lines.length <= index) lines.push('');
  lines[index] = value;
  return { ...edits, elements: { ...edits.elements, [key]: lines } };
}

/** An element's lines all replaced (a suggestion used): the element keeps at least as many lines as it had. */
export function replaceLines(
  edits: Edits,
  translation: Elements,
  key: string,
  lines: string[],
): Edits {
  const before = linesOf(edits, translation, key);
  const next = [...lines];
  while (next.length < before.length) next.push('');
  return { ...edits, elements: { ...edits.elements, [key]: next } };
}

/** The splitcontent of a save: only the elements that changed, and the explanations if edited. */
export function savePayload(
  edits: Edits,
  translation: Elements,
  explanations: string,
): Partial<SplitContentPayload> {
  const elements: Elements = {};
  for (const [key, lines] of Object.entries(edits.elements)) {
    const before = own(translation, key);
    const trimmed = lines.length > before.length ? trimEmptyTail(lines, before.length) : lines;
    if (trimmed.join('\n') !== before.join('\n') || trimmed.length !== before.length) {
      elements[key] = trimmed;
    }
  }
  const payload: Partial<SplitContentPayload> = { elements };
  if (edits.explanations !== undefined && edits.explanations !== explanations) {
    payload.explanations = edits.explanations;
  }
  return payload;
}

/** Lines added past the translation's and left empty are not written. */
function trimEmptyTail(lines: string[], keep: number): string[] {
  let end = lines.length;
  while (end > keep && lines[end - 1] === '') end--;
  return lines.slice(0, end);
}

/** Elements whose lines differ between two versions of the translation (someone else's save). */
export function changedBetween(before: Elements, after: Elements): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((k) => own(before, k).join('\n') !== own(after, k).join('\n'));
}

export function isTranslated(lines: string[]): boolean {
  return lines.some((l) => l.trim() !== '');
}
