import { describe, expect, it } from 'vitest';
import { MOD_LANGUAGES, relatedLanguages } from './languages.ts';
import { mapPlaceholders, placeholdersOf } from './placeholders.ts';

describe('placeholders', () => {
  it('lists positional parameters and named values, sorted', () => {
    expect(placeholdersOf('$name gave <1> to <0>')).toEqual(['$name', '<0>', '<1>']);
    expect(placeholdersOf('<darkblue>no parameter<ret>')).toEqual([]);
  });

  it('renames the positions of a translation made for another line', () => {
    expect(mapPlaceholders('<0> wants <1>', '<1> wants <2>', '<0> veut <1>')).toBe('<1> veut <2>');
    // Reordered in the translation: each keeps its meaning.
    expect(mapPlaceholders('<0> gives <1>', '<2> gives <0>', '<1> est donné par <0>')).toBe(
      '<0> est donné par <2>',
    );
  });

  it('renames named values, tags and colour codes, each kind on its own', () => {
    expect(
      mapPlaceholders(
        '§aHello $player, <darkblue>welcome',
        '§cHello $name$, <darkred>welcome',
        '§aBonjour $player, <darkblue>bienvenue',
      ),
    ).toBe('§cBonjour $name$, <darkred>bienvenue');
  });

  it('swaps two placeholders rather than merging them', () => {
    expect(mapPlaceholders('<0> and <1>', '<1> and <0>', '<0> et <1>')).toBe('<1> et <0>');
  });

  it('leaves a kind alone when the lines do not have as many of it', () => {
    expect(mapPlaceholders('<0> and <1>', '<0> only $x', '<0> et <1> $y')).toBe('<0> et <1> $y');
    // One placeholder that would become two different ones is left too.
    expect(mapPlaceholders('<0> <0>', '<1> <2>', 'x <0>')).toBe('x <0>');
  });

  it('changes nothing for the same reference line', () => {
    const text = '<1> §lvend $item$ à <0>';
    expect(mapPlaceholders('<0> sells $item$ to <1>', '<0> sells $item$ to <1>', text)).toBe(text);
  });
});

describe('related languages', () => {
  it('names only languages of the mod, never the language itself', () => {
    const codes = new Set(MOD_LANGUAGES.map((l) => l.lang));
    for (const { lang } of MOD_LANGUAGES) {
      for (const related of relatedLanguages(lang)) {
        expect(codes.has(related)).toBe(true);
        expect(related).not.toBe(lang);
      }
    }
    expect(relatedLanguages('pt_br')[0]).toBe('pt');
    expect(relatedLanguages('en')).toEqual([]);
  });
});
