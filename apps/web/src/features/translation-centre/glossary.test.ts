import { describe, expect, it } from 'vitest';
import type { GlossaryTerm } from '@millenaire/contracts/translations';
import { glossaryPieces, prepareGlossary, termsIn, unusedTerms } from './glossary';

const term = (en: string, fr: string): GlossaryTerm => ({
  id: null,
  term: en,
  translation: fr,
  source: 'villager',
});

const glossary = prepareGlossary([
  term('Norman', 'Normand'),
  term('Norman guard', 'Garde normand'),
  term('Farmer', 'Fermier'),
  term('Farmer', 'Paysan'),
  term('Inn', 'Auberge'),
]);

describe('the glossary in the editor', () => {
  it('finds whole words in any case, the longest term first', () => {
    const pieces = glossaryPieces('The NORMAN guard greets the farmer at the inn.', glossary);
    expect(pieces.map((p) => [p.text, p.entry?.term ?? null])).toEqual([
      ['The ', null],
      ['NORMAN guard', 'Norman guard'],
      [' greets the ', null],
      ['farmer', 'Farmer'],
      [' at the ', null],
      ['inn', 'Inn'],
      ['.', null],
    ]);
    // Not inside a word: "Innkeeper" holds no "Inn", "Normandy" no "Norman".
    expect(termsIn(['Innkeeper of Normandy'], glossary)).toEqual([]);
  });

  it('warns of a term whose established translations the line uses none of', () => {
    const found = termsIn(['The farmer meets a Norman.'], glossary);
    expect(found.map((e) => e.term)).toEqual(['Farmer', 'Norman']);
    // Either translation of Farmer will do; accents and case aside.
    expect(unusedTerms(found, ['Le PAYSAN rencontre un normand.'])).toEqual([]);
    expect(unusedTerms(found, ['Le cultivateur rencontre un Normand.']).map((e) => e.term)).toEqual(
      ['Farmer'],
    );
    expect(unusedTerms(found, [''])).toEqual([]);
  });
});
