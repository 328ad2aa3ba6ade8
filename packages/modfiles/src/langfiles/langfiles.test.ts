import { describe, expect, it } from 'vitest';
import { editErrors } from './checks.ts';
import { completion, diffElements, referenceChanges } from './compare.ts';
import { applyEdit } from './edit.ts';
import { fileKeyOf, isFileKey, newTranslationFilename } from './filenames.ts';
import { FIXTURES } from './fixtures.ts';
import { MOD_LANGUAGES, findModLanguage } from './languages.ts';
import { splitRaw, joinRaw } from './lines.ts';
import { parseLangFile, serializeLangFile, splitContent } from './parse.ts';

const parse = (key: string) => parseLangFile(FIXTURES[key]!, key);
const elements = (key: string) => splitContent(parse(key)).elements;
const edited = (key: string, e: Record<string, string[]>, explanations?: string) =>
  serializeLangFile(applyEdit(parse(key), { elements: e, explanations }));

describe('language files round trip', () => {
  for (const key of Object.keys(FIXTURES)) {
    it(`gives back ${key} byte for byte`, () => {
      expect(serializeLangFile(parse(key))).toBe(FIXTURES[key]);
    });
    it(`gives back ${key} byte for byte after an edit that changes nothing`, () => {
      const file = parse(key);
      const same = splitContent(file);
      expect(serializeLangFile(applyEdit(file, same))).toBe(FIXTURES[key]);
    });
  }

  it('keeps any text exactly, whatever its line endings (property)', () => {
    const pieces = ['a=b', '\r', '\n', '\r\n', ' ', '//* x', '=', 'NEW_PAGE', '\uFEFF', 'é', ''];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let run = 0; run < 500; run++) {
      let text = '';
      for (let i = next() % 12; i > 0; i--) text += pieces[next() % pieces.length];
      expect(joinRaw(splitRaw(text))).toBe(text);
      for (const key of Object.keys(FIXTURES)) {
        const file = parseLangFile(text, key);
        expect(serializeLangFile(file)).toBe(text);
        expect(serializeLangFile(applyEdit(file, splitContent(file)))).toBe(text);
      }
    }
  });
});

describe('elements of each file type', () => {
  it('key=value files: lower-case keys, values without spacing, notes as explanations', () => {
    const split = splitContent(parse('strings'));
    expect(split.elements).toEqual({
      'ui.hello': ['Hello <0>!'],
      'ui.bye': ['Goodbye $name'],
      'ui.empty': [''],
      'ui.colour': ['<darkblue>Blue<ret>second line'],
    });
    expect(split.explanations).toBe(
      ' Notes for translators: <0> is a number.\n Keep $name as it is.',
    );
  });

  it('sentences: a repeated key is a list of lines in order', () => {
    expect(elements('norman_sentences')).toEqual({
      greeting: ['Hello, $targetfirstname.', 'Good day!', 'Welcome back.'],
      farewell: ['Bye, $guard_villagername$.'],
    });
  });

  it('dialogues: one element per chat, one line per spoken line', () => {
    expect(elements('norman_dialogues')).toEqual({
      greet: ['Bonjour / Hello', 'Ça va ? / How are you?'],
      rain: ['Il pleut / It rains'],
    });
  });

  it('reputation: level → title;description', () => {
    expect(elements('norman_reputation')).toEqual({
      level0: ['Stranger;Nobody knows you'],
      '-1': ['Enemy;They hate you'],
    });
  });

  it('help pages: one element per page, version lines kept aside', () => {
    expect(elements('help_1')).toEqual({
      page_1: ['First page line one', 'line two'],
      page_2: ['', 'Second page'],
    });
  });

  it('lang files: # comments, split at the first =, keys as written', () => {
    expect(elements('lang')).toEqual({
      'item.millenaire.denier.name': ['Denier'],
      'advancements.millenaire.cresus.name': ['Crésus'],
      'advancements.millenaire.cresus.desc': ['Own a=lot'],
    });
  });
});

describe('editing rewrites only the values it changes', () => {
  it('keeps key case, spacing, trailing spaces, BOM and each ending', () => {
    const out = edited('strings', { 'ui.hello': ['Bonjour <0> !'], 'ui.bye': ['Au revoir $name'] });
    expect(out).toBe(
      FIXTURES.strings!.replace('Hello <0>!   \r', 'Bonjour <0> !   \r').replace(
        'Goodbye $name',
        'Au revoir $name',
      ),
    );
  });

  it('appends a new key with the usual ending and keeps the missing final newline', () => {
    const out = edited('strings', { 'ui.new': ['New'] });
    expect(out).toBe(`${FIXTURES.strings}\nui.new=New`);
  });

  it('adds and removes sentence lines after the last line of the key', () => {
    const out = edited('norman_sentences', {
      greeting: ['Hi', 'Good day!'],
      farewell: ['Bye', 'Later'],
    });
    expect(out).toBe(
      'greeting=Hi\ngreeting=Good day!\n// second key\nfarewell=Bye\nfarewell=Later\n',
    );
  });

  it('edits dialogue and help lines, keeping their bare CR', () => {
    expect(edited('norman_dialogues', { rain: ['Il pleut / Es regnet'] })).toBe(
      FIXTURES.norman_dialogues!.replace('It rains', 'Es regnet'),
    );
    expect(edited('help_1', { page_2: ['', 'Zweite Seite'] })).toBe(
      FIXTURES.help_1!.replace('Second page', 'Zweite Seite'),
    );
  });

  it('writes a missing dialogue and a missing page in their own structure', () => {
    expect(edited('norman_dialogues', { storm: ['Orage / Storm'] })).toMatch(
      /\rnewchat;key:storm\nv1;0;Orage \/ Storm\n$/,
    );
    expect(edited('help_1', { page_3: ['Third'] })).toBe(`${FIXTURES.help_1}\nNEW_PAGE\nThird`);
  });

  it('edits, adds and removes explanations', () => {
    expect(edited('strings', {}, ' Only one note.')).toBe(
      FIXTURES.strings!.replace(
        '//* Notes for translators: <0> is a number.\n//* Keep $name as it is.\r',
        '//* Only one note.\n',
      ),
    );
    expect(edited('norman_sentences', {}, 'About sentences')).toBe(
      `//*About sentences\n${FIXTURES.norman_sentences}`,
    );
  });

  it('builds a whole file from nothing', () => {
    const file = applyEdit(parseLangFile('', 'strings'), { elements: { a: ['1'], b: ['2'] } });
    expect(serializeLangFile(file)).toBe('a=1\nb=2\n');
  });
});

describe('checks', () => {
  it('refuses = and line breaks in values, broken reputation lines and page markers', () => {
    expect(editErrors('keyvalue', { elements: { a: ['x=y'], b: ['ok', 'two\nlines'] } })).toEqual([
      { element: 'a', line: 0, code: 'EQUALS_IN_VALUE' },
      { element: 'b', line: 1, code: 'LINE_BREAK' },
    ]);
    expect(editErrors('lang', { elements: { a: ['x=y'] } })).toEqual([]);
    expect(editErrors('reputation', { elements: { '1': ['no description'] } })[0]?.code).toBe(
      'BAD_REPUTATION',
    );
    expect(editErrors('pages', { elements: { page_1: ['NEW_PAGE'] } })[0]?.code).toBe(
      'PAGE_MARKER',
    );
  });

  it('refuses keys that would change the structure', () => {
    for (const key of ['', 'a=b', '//x', 'UPPER', 'a\nb', ' spaced']) {
      expect(editErrors('keyvalue', { elements: { [key]: ['v'] } })[0]?.code).toBe('BAD_KEY');
    }
    expect(editErrors('pages', { elements: { page_x: ['v'] } })[0]?.code).toBe('BAD_KEY');
    expect(editErrors('dialogues', { elements: { 'a;b': ['v'] } })[0]?.code).toBe('BAD_KEY');
  });
});

describe('completion and differences', () => {
  it('counts translated reference elements, rounded', () => {
    expect(completion({ a: ['1'], b: ['2'], c: ['3'] }, { a: ['x'], c: [' '], z: ['y'] })).toBe(33);
    expect(completion({ a: ['1'], b: ['2'] }, { a: ['x'], b: ['', 'y'] })).toBe(100);
    expect(completion({}, {})).toBe(100);
  });

  it('lists new and removed elements and lines, and changes', () => {
    expect(
      diffElements({ a: ['1', '2'], b: ['x'], c: ['k'] }, { a: ['1', '3', '4'], c: [], d: ['n'] }),
    ).toEqual([
      { type: 'change', element: 'a', line: 1, old: '2', new: '3' },
      { type: 'newLine', element: 'a', line: 2, text: '4' },
      { type: 'removedLine', element: 'c', line: 0, text: 'k' },
      { type: 'newElement', element: 'd', lines: ['n'] },
      { type: 'removedElement', element: 'b', lines: ['x'] },
    ]);
  });

  it('names the reference elements whose text changed and those removed', () => {
    expect(
      referenceChanges(
        { a: ['1', '2'], b: ['x'], c: ['k'], e: ['same'], f: ['1'] },
        { a: ['1', '3'], c: [], d: ['n'], e: ['same'], f: ['1', ''] },
      ),
    ).toEqual({ changed: ['a', 'c', 'f'], removed: ['b'] });
    expect(referenceChanges({}, { a: ['1'] })).toEqual({ changed: [], removed: [] });
  });
});

describe('file keys and names', () => {
  it('maps filenames to keys, with help/ and parchments/ folders and the lang file', () => {
    expect(fileKeyOf('strings.txt')).toBe('strings');
    expect(fileKeyOf('help/help_1.txt')).toBe('help_1');
    expect(fileKeyOf('parchments/parchment_15.txt')).toBe('parchment_15');
    expect(fileKeyOf('fr_fr.lang')).toBe('lang');
  });

  it('refuses path tricks and misplaced files', () => {
    for (const name of [
      '../strings.txt',
      '/etc/passwd',
      'help_1.txt',
      'help/strings.txt',
      'a/b.txt',
      'x.sh',
      'lang.txt',
      'help/fr_fr.lang',
      'str ings.txt',
    ]) {
      expect(fileKeyOf(name)).toBeUndefined();
    }
    expect(isFileKey('strings')).toBe(true);
    expect(isFileKey('../x')).toBe(false);
    expect(isFileKey('a'.repeat(65))).toBe(false);
  });

  it('names a new translation after the reference, or <lang>_<lang>.lang', () => {
    expect(newTranslationFilename('lang', 'de', 'en_us.lang')).toBe('de_de.lang');
    expect(newTranslationFilename('help_1', 'de', 'help/help_1.txt')).toBe('help/help_1.txt');
  });

  it('knows the 24 languages of the mod', () => {
    expect(MOD_LANGUAGES).toHaveLength(24);
    expect(findModLanguage('pt_br')?.name_native).toBe('Português do Brasil');
    expect(findModLanguage('xx')).toBeUndefined();
  });
});
