import { describe, expect, it } from 'vitest';
import { searchKey, searchSuggestions, suggestionsOf } from './search';

const all = suggestionsOf(
  [
    { itemkey: 'norman', label: 'Normands', iconkey: 'n' },
    { itemkey: 'indian', label: 'Indiens', iconkey: 'i' },
  ],
  [
    {
      culture: 'norman',
      culturelabel: 'Normands',
      type: 'villagers',
      categorylabel: 'Femmes',
      items: [
        { itemkey: 'fee', label: 'Fée des vergers', iconkey: 'f' },
        { itemkey: 'cafe', label: 'Ancien café', iconkey: 'c' },
      ],
    },
    {
      culture: 'indian',
      culturelabel: 'Indiens',
      type: 'buildings',
      categorylabel: 'Habitations',
      items: [{ itemkey: 'house', label: 'Maison normande', iconkey: 'h' }],
    },
  ],
);

describe('search suggestions', () => {
  it('set case and accents aside', () => {
    expect(searchKey(' Fée ÉTÉ ')).toBe('fee ete');
    expect(searchSuggestions(all, 'FEE').map((s) => s.label)).toEqual(['Fée des vergers']);
  });

  it('start at the third character', () => {
    expect(searchSuggestions(all, 'fe')).toEqual([]);
    expect(searchSuggestions(all, 'caf').map((s) => s.path)).toEqual([
      '/encyclopedia/norman/villagers/cafe',
    ]);
  });

  it('put cultures first, then labels starting with the text', () => {
    expect(searchSuggestions(all, 'norm').map((s) => s.label)).toEqual([
      'Normands',
      'Maison normande',
    ]);
    expect(searchSuggestions(all, 'ien').map((s) => s.label)).toEqual(['Indiens', 'Ancien café']);
  });
});
