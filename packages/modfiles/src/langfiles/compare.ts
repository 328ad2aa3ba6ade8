/** Share of the reference's elements that have a translation, rounded, 0 to 100. */
export function completion(
  reference: Record<string, string[]>,
  translation: Record<string, string[]>,
): number {
  const keys = Object.keys(reference);
  if (keys.length === 0) return 100;
  const done = keys.filter((key) => isTranslated(translation, key)).length;
  return Math.round((done * 100) / keys.length);
}

/** Whether an element exists with at least one non-empty line. */
export function isTranslated(elements: Record<string, string[]>, key: string): boolean {
  return Object.hasOwn(elements, key) && elements[key]!.some((line) => line.trim() !== '');
}

export type ElementChange =
  | { type: 'newElement'; element: string; lines: string[] }
  | { type: 'removedElement'; element: string; lines: string[] }
  | { type: 'newLine'; element: string; line: number; text: string }
  | { type: 'removedLine'; element: string; line: number; text: string }
  | { type: 'change'; element: string; line: number; old: string; new: string };

/** What changed between two versions of a file, element by element, in the new file's order. */
export function diffElements(
  before: Record<string, string[]>,
  after: Record<string, string[]>,
): ElementChange[] {
  const changes: ElementChange[] = [];
  for (const [element, lines] of Object.entries(after)) {
    if (!Object.hasOwn(before, element)) {
      changes.push({ type: 'newElement', element, lines });
      continue;
    }
    const old = before[element]!;
    for (let line = 0; line < Math.max(old.length, lines.length); line++) {
      const [o, n] = [old[line], lines[line]];
      if (o === undefined) changes.push({ type: 'newLine', element, line, text: n! });
      else if (n === undefined) changes.push({ type: 'removedLine', element, line, text: o });
      else if (o !== n) changes.push({ type: 'change', element, line, old: o, new: n });
    }
  }
  for (const [element, lines] of Object.entries(before)) {
    if (!Object.hasOwn(after, element)) changes.push({ type: 'removedElement', element, lines });
  }
  return changes;
}

/**
 * The elements of a reference file whose text changed between two versions
 * (in both, with other lines) and those it no longer has: a translation of a
 * changed one may no longer say the same thing.
 */
export function referenceChanges(
  before: Record<string, string[]>,
  after: Record<string, string[]>,
): { changed: string[]; removed: string[] } {
  const changed: string[] = [];
  for (const [element, lines] of Object.entries(after)) {
    if (!Object.hasOwn(before, element)) continue;
    const old = before[element]!;
    if (old.length !== lines.length || old.some((line, i) => line !== lines[i])) {
      changed.push(element);
    }
  }
  const removed = Object.keys(before).filter((element) => !Object.hasOwn(after, element));
  return { changed, removed };
}

/**
 * One element's lines after a version's changes (diffElements' answer) are
 * applied to its lines before; null when the element does not exist.
 * Changes of other elements are left aside.
 */
export function applyElementChanges(
  lines: readonly string[] | null,
  changes: readonly ElementChange[],
  element: string,
): string[] | null {
  let result = lines ? [...lines] : null;
  for (const change of changes) {
    if (change.element !== element) continue;
    switch (change.type) {
      case 'newElement':
        result = [...change.lines];
        break;
      case 'removedElement':
        result = null;
        break;
      case 'newLine':
        result ??= [];
        result[change.line] = change.text;
        break;
      case 'change':
        result ??= [];
        result[change.line] = change.new;
        break;
      case 'removedLine':
        // diffElements names every line past the new length; the first cuts them all.
        if (result) result.length = Math.min(result.length, change.line);
        break;
    }
  }
  // A line added past a gap never happens in diffElements' answers; keep the array dense anyway.
  return result && Array.from(result, (line) => line ?? '');
}
