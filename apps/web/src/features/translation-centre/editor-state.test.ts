import { describe, expect, it } from 'vitest';
import {
  changedBetween,
  countChanges,
  editLine,
  elementKeys,
  NO_EDITS,
  savePayload,
} from './editor-state';

const translation = { a: ['Un'], s: ['x', 'y'] };

describe('translation editor state', () => {
  it('counts each changed line once and edited explanations once', () => {
    let edits = editLine(NO_EDITS, translation, 'a', 0, 'Une');
    edits = editLine(edits, translation, 'a', 0, 'Uno');
    edits = editLine(edits, translation, 'b', 0, 'Deux');
    edits = editLine(edits, translation, 's', 1, 'z');
    expect(countChanges(edits, translation, '')).toBe(3);
    expect(countChanges({ ...edits, explanations: 'note' }, translation, '')).toBe(4);
    expect(countChanges(editLine(NO_EDITS, translation, 'a', 0, 'Un'), translation, '')).toBe(0);
  });

  it('sends only the elements that changed, without empty added lines', () => {
    let edits = editLine(NO_EDITS, translation, 'a', 0, 'Un');
    edits = editLine(edits, translation, 'b', 1, '');
    edits = editLine(edits, translation, 's', 0, 'X');
    expect(savePayload(edits, translation, '')).toEqual({ elements: { s: ['X', 'y'] } });
  });

  it('lists the reference keys first, and what changed between two versions', () => {
    expect(elementKeys({ b: ['1'], a: ['2'] }, { z: ['3'], a: ['4'] })).toEqual(['b', 'a', 'z']);
    expect(changedBetween({ a: ['1'], b: ['2'] }, { a: ['1'], b: ['3'], c: ['4'] })).toEqual([
      'b',
      'c',
    ]);
  });
});
