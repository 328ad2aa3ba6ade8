import { diffLines, diffWordsWithSpace } from 'diff';

export interface DiffPart {
  kind: 'same' | 'added' | 'removed';
  lines: string[];
}

/**
 * Past this many changed lines, or this much time, a diff is not worth
 * blocking the server for (the work grows with file length times edits);
 * the answer is then simply "all removed, all added", which is what so large
 * an edit looks like anyway. A usual edit of a 3,000-line file takes ~20 ms.
 */
const MAX_EDIT_LENGTH = 1000;
const MAX_DIFF_MS = 250;

function toLines(text: string): string[] {
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines;
}

const part = (kind: DiffPart['kind'], text: string): DiffPart => ({ kind, lines: toLines(text) });

/** Line-by-line differences from `oldText` to `newText`, in order; '\r\n' counts as '\n'. */
export function lineDiff(oldText: string, newText: string): DiffPart[] {
  const changes = diffLines(oldText, newText, {
    stripTrailingCr: true,
    ignoreNewlineAtEof: true,
    maxEditLength: MAX_EDIT_LENGTH,
    timeout: MAX_DIFF_MS,
  });
  if (!changes) {
    const strip = (t: string) => t.replaceAll('\r\n', '\n');
    return [part('removed', strip(oldText)), part('added', strip(newText))].filter(
      (p) => p.lines.length > 0,
    );
  }
  return changes.map((c) => part(c.added ? 'added' : c.removed ? 'removed' : 'same', c.value));
}

/** A piece of a word-by-word difference: text kept, added or removed. */
export interface WordDiffPart {
  kind: DiffPart['kind'];
  text: string;
}

/**
 * Word-by-word differences from `oldText` to `newText` (spaces and new lines
 * count as words), in order; past the same limits as lineDiff, all removed
 * then all added.
 */
export function wordDiff(oldText: string, newText: string): WordDiffPart[] {
  const changes = diffWordsWithSpace(oldText, newText, {
    maxEditLength: MAX_EDIT_LENGTH,
    timeout: MAX_DIFF_MS,
  });
  if (!changes) {
    const whole: WordDiffPart[] = [
      { kind: 'removed', text: oldText },
      { kind: 'added', text: newText },
    ];
    return whole.filter((p) => p.text !== '');
  }
  return changes.map((c) => ({
    kind: c.added ? 'added' : c.removed ? 'removed' : 'same',
    text: c.value,
  }));
}
