import { describe, expect, it } from 'vitest';
import { checkElement, checkElements, checkLine, frenchSpacingProblems } from './line-checks.ts';

const codes = (reference: string, line: string, language = 'de') =>
  checkLine(reference, line, language).map((check) => check.code);

describe('the checks of a translated line', () => {
  it('finds nothing in a good line, and nothing to say of an empty one', () => {
    expect(checkLine('Hello $name, <0> gold', 'Hallo $name, <0> Gold', 'de')).toEqual([]);
    expect(checkLine('Hello $name', '', 'de')).toEqual([]);
  });

  it('names the placeholders missing and extra', () => {
    expect(checkLine('<0> gives <1> to $name', '<0> gibt <2> an $name', 'de')).toEqual([
      { code: 'PLACEHOLDERS', missing: ['<1>'], extra: ['<2>'] },
    ]);
    expect(checkLine('Hello $name', 'Hallo', 'de')).toEqual([
      { code: 'PLACEHOLDERS', missing: ['$name'] },
    ]);
  });

  it('names the colour codes missing and extra, counting repeats', () => {
    expect(checkLine('§aGreen§r and §cred', '§agrün§r und rot', 'de')).toEqual([
      { code: 'COLOUR_CODES', missing: ['§c'] },
    ]);
    expect(checkLine('§aHi', '§a§AHallo', 'de')).toEqual([{ code: 'COLOUR_CODES', extra: ['§a'] }]);
  });

  it('notices spaces at the ends, doubled spaces and line breaks the reference has not', () => {
    expect(codes('Hello', ' Hallo')).toEqual(['OUTER_SPACES']);
    expect(codes(' Hello', ' Hallo')).toEqual([]);
    expect(codes('Hello world', 'Hallo  Welt')).toEqual(['DOUBLE_SPACES']);
    expect(codes('One line', 'Eine<ret>Zeile')).toEqual(['LINE_BREAKS']);
    expect(codes('Two<ret>lines', 'Zwei<ret>Zeilen')).toEqual([]);
    expect(codes('One line', 'Eine\\nZeile')).toEqual(['LINE_BREAKS']);
  });

  it('notices a line left as the reference, and one far longer', () => {
    expect(codes('Village', 'Village')).toEqual(['SAME_AS_REFERENCE']);
    expect(codes('<0>', '<0>')).toEqual([]);
    expect(codes('Go', 'Geh jetzt bitte sofort zum Dorf und dann weiter')).toEqual(['TOO_LONG']);
  });

  it('asks French for its no-break spaces, only in French', () => {
    expect(checkLine('Hello: <0>!', 'Bonjour: <0>!', 'fr')).toEqual([
      { code: 'FRENCH_SPACING', missing: [':', '!'] },
    ]);
    expect(checkLine('Hello: <0>!', 'Bonjour\u00a0: <0>\u202f!', 'fr_ca')).toEqual([]);
    expect(codes('Hello: <0>!', 'Hallo: <0>!', 'de')).toEqual([]);
  });
});

describe('French spacing', () => {
  it('wants a no-break space before ; ! ? : and inside « »', () => {
    expect(frenchSpacingProblems('Quoi ? Oui ; non : « bien »')).toEqual(['?', ';', ':', '«', '»']);
    expect(frenchSpacingProblems('Quoi\u202f? Oui\u202f; non\u00a0: «\u00a0bien\u00a0»')).toEqual(
      [],
    );
  });

  it('leaves addresses, times, placeholders and runs of marks alone', () => {
    expect(frenchSpacingProblems('Voir https://millenaire.org à 12:30')).toEqual([]);
    expect(frenchSpacingProblems('Vraiment\u202f?!')).toEqual([]);
    expect(frenchSpacingProblems('<darkblue>Titre\u00a0: $name$')).toEqual([]);
  });
});

describe('an element’s and a file’s findings', () => {
  it('checks each line against the reference line at the same place, and no further', () => {
    expect(checkElement(['Hello $name, <0> gold'], ['<0> pièces, $name'], 'fr')).toEqual([]);
    expect(checkElement(['Hello $name'], ['Bonjour'], 'fr')).toEqual([
      { code: 'PLACEHOLDERS', missing: ['$name'], line: 0 },
    ]);
    expect(checkElement(['Hello', 'Bye'], ['Bonjour', 'Au revoir <1>'], 'fr')).toEqual([
      { code: 'PLACEHOLDERS', extra: ['<1>'], line: 1 },
    ]);
    expect(checkElement(['Hello $name'], [''], 'fr')).toEqual([]);
    expect(checkElement([], ['Extra $x'], 'fr')).toEqual([]);
  });

  it('names the element of every finding, and leaves elements the reference lacks alone', () => {
    const reference = { a: ['Hello <0> $name'], b: ['$guard_villagername$ waits'], c: ['plain'] };
    expect(
      checkElements(
        reference,
        { a: ['Bonjour $name <0>'], b: ['attend'], c: ['simple  text'], d: ['x'] },
        'fr',
      ),
    ).toEqual([
      { element: 'b', line: 0, code: 'PLACEHOLDERS', missing: ['$guard_villagername$'] },
      { element: 'c', line: 0, code: 'DOUBLE_SPACES' },
    ]);
  });
});
