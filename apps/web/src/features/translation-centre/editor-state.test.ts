import { describe, expect, it } from 'vitest';
import {
  changedBetween,
  countChanges,
  countTextChanges,
  editLine,
  elementKeys,
  filterKeys,
  NO_EDITS,
  replaceLines,
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

  it('puts a suggestion in place of an element’s lines, keeping its number of lines', () => {
    const edits = replaceLines(NO_EDITS, translation, 's', ['Une ligne']);
    expect(edits.elements.s).toEqual(['Une ligne', '']);
    expect(savePayload(edits, translation, '')).toEqual({ elements: { s: ['Une ligne', ''] } });
    expect(replaceLines(NO_EDITS, translation, 'b', ['B', 'b']).elements.b).toEqual(['B', 'b']);
  });

  it('lists the reference keys first, and what changed between two versions', () => {
    expect(elementKeys({ b: ['1'], a: ['2'] }, { z: ['3'], a: ['4'] })).toEqual(['b', 'a', 'z']);
    expect(changedBetween({ a: ['1'], b: ['2'] }, { a: ['1'], b: ['3'], c: ['4'] })).toEqual([
      'b',
      'c',
    ]);
  });

  it('counts the full text editor changes line by line', () => {
    const file = 'a=Un\nb=Deux\n// note\nc=Trois';
    expect(countTextChanges(file, file)).toBe(0);
    expect(countTextChanges(file, file.replace('Deux', 'Dos'))).toBe(1);
    expect(countTextChanges(file, file.replace('b=Deux\n', 'b=Deux\nd=Quatre\n'))).toBe(1);
    expect(countTextChanges(file, file.replace('b=Deux\n', ''))).toBe(1);
    expect(countTextChanges(file, 'c=Trois\na=Uno\nb=Deux\n// note')).toBe(1);
    expect(countTextChanges(file, `${file}\n`)).toBe(1);
    expect(countTextChanges('a=Un\rb=Deux', 'a=Un\nb=Deux')).toBe(1);
  });
});

describe('filterKeys', () => {
  const reference = { 'ui.a': ['Buildings'], 'ui.b': ['Trade'], 'ui.c': ['§aStars'] };
  const own = { 'ui.a': ['Bâtiments'], 'ui.b': [' '] };
  const keys = ['ui.a', 'ui.b', 'ui.c'];

  it('keeps every key without a filter, in order', () => {
    expect(filterKeys(keys, reference, own, {})).toEqual(keys);
  });

  it('keeps the untranslated, the named ones, and those holding a folded text', () => {
    expect(filterKeys(keys, reference, own, { untranslated: true })).toEqual(['ui.b', 'ui.c']);
    expect(filterKeys(keys, reference, own, { only: new Set(['ui.c', 'ui.a']) })).toEqual([
      'ui.a',
      'ui.c',
    ]);
    expect(filterKeys(keys, reference, own, { found: 'batiments' })).toEqual(['ui.a']);
    expect(filterKeys(keys, reference, own, { found: 'astars' })).toEqual([]);
    expect(filterKeys(keys, reference, own, { found: 'stars' })).toEqual(['ui.c']);
    expect(filterKeys(keys, reference, own, { found: 'ui.b', untranslated: true })).toEqual([
      'ui.b',
    ]);
  });
});
