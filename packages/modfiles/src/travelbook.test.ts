/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseTravelBook, parseValues, writeTravelBook } from './travelbook.ts';

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

describe('parseTravelBook on a well-formed export', () => {
  const book = parseTravelBook(fixture('travelbook_en.sql'));
  const entry = (itemref: string) => book.entries.find((e) => e.itemref === itemref)!;

  it('reads every section and row, in file order, with no problem', () => {
    expect(book.problems).toEqual([]);
    expect(book.language).toBe('en');
    expect(book.entries.map((e) => `${e.type}/${e.itemkey}`)).toEqual([
      'cultures/norman',
      'villagers/miller',
      'buildings/mill',
      'buildings/manor',
      'villages/hamlet',
      'tradegoods/cider',
    ]);
  });

  it('reads the bare NULL category and the missing categorylabel of cultures and villages', () => {
    expect(entry('norman-cultures-norman-en')).toMatchObject({
      category: null,
      categorylabel: null,
      label: 'Normans',
      iconkey: 'norman_banner',
      line: 3,
    });
    expect(entry('norman-villages-hamlet-en')).toMatchObject({
      category: null,
      categorylabel: null,
    });
    expect(entry('norman-buildings-mill-en')).toMatchObject({
      category: 'craft',
      categorylabel: 'Craft buildings',
    });
  });

  it('undoes the doubled \' and the backslash before " and nothing else', () => {
    expect(entry('norman-villagers-miller-en').label).toBe("The Miller's Son");
    expect(entry('norman-buildings-manor-en').categorylabel).toBe("Lord's buildings");
    const miller = entry('norman-villagers-miller-en').data.pages[0]!.lines;
    expect(miller[0]!.text).toBe('He says "flour first" and means it.');
    const mill = entry('norman-buildings-mill-en').data.pages[1]!.lines;
    expect(mill[0]!.text).toBe('Back slash \\ stays');
    const cider = entry('norman-tradegoods-cider-en').data.pages[0]!.lines[1]!;
    expect(cider.referenceButtonLabel).toBe("The Miller's Son");
  });

  it('keeps styles, colour codes, <ret>, icons, tables and references as written', () => {
    const culture = entry('norman-cultures-norman-en').data.pages[0]!.lines;
    expect(culture[0]).toEqual({ text: 'Normans', style: 'header' });
    expect(culture[1]).toEqual({
      text: 'Farmers of the green hills.<ret>They build in §6timber§r and stone.',
      specialTag: 'MAIN_DESC',
    });
    expect(culture[2]!.style).toBe('subheader');
    expect(culture[3]).toEqual({
      referenceButtonCulture: 'norman',
      referenceButtonType: 'villages',
      referenceButtonKey: 'hamlet',
      referenceButtonLabel: 'Hamlet',
      referenceButtonIconKey: 'norman_hamlet',
    });
    const miller = entry('norman-villagers-miller-en').data.pages[0]!.lines;
    expect(miller[1]).toEqual({ text: 'Warning: dusty', style: '§4' });
    expect(miller[2]).toEqual({ text: '', style: '' });
    expect(miller[3]).toEqual({ iconKey: 'flour', iconLabel: 'Flour', text: 'Grinds wheat' });
    const row = entry('norman-buildings-mill-en').data.pages[0]!.lines[2]!;
    expect(row).toEqual({
      columns: [{ text: 'Stone' }, { text: '32', iconKey: 'stone', iconLabel: 'Stone' }],
      exportTwoColumns: true,
    });
  });

  it('drops fields the travel book does not know', () => {
    const manor = entry('norman-buildings-manor-en').data.pages[0]!.lines[0]!;
    expect(manor).toEqual({ text: 'A §lgreat§r hall', style: 'header' });
  });

  it('accepts an entry with no page', () => {
    expect(entry('norman-villages-hamlet-en').data).toEqual({ pages: [] });
  });
});

describe('parseTravelBook on malformed rows', () => {
  const book = parseTravelBook(fixture('travelbook_bad.sql'));

  it('reports each bad row with its line number and goes on', () => {
    expect(book.problems.map((p) => p.line)).toEqual([7, 9, 11, 13, 15, 17]);
    const message = (line: number) => book.problems.find((p) => p.line === line)!.message;
    expect(message(7)).toMatch(/expected "," or "\);"/);
    expect(message(9)).toMatch(/not valid JSON/);
    expect(message(11)).toMatch(/itemref "norman-villagers-smith-fr" should be/);
    expect(message(13)).toMatch(/"buildings" row in the "villagers" section/);
    expect(message(15)).toMatch(/9 values for 10 columns/);
    expect(message(17)).toMatch(/language "fr" in a "en" file/);
  });

  it('still reads the good rows, so the caller can tell how many there were', () => {
    expect(book.entries.map((e) => e.itemkey)).toEqual(['norman']);
  });

  it('reports stray lines and a file cut after an INSERT line', () => {
    const cut = parseTravelBook(
      [
        "DELETE from encyclopediadata WHERE type='villages' AND language='en';",
        'SELECT 1;',
        'INSERT INTO encyclopediadata (itemref,type,language,culture,category,itemkey,label,iconkey,data) VALUES ',
      ].join('\n'),
    );
    expect(cut.problems).toEqual([
      { line: 2, message: 'unexpected line: SELECT 1;' },
      { line: 3, message: 'the file ends after an INSERT line, before its row' },
    ]);
  });

  it('refuses an unknown section and unknown or missing columns', () => {
    const book = parseTravelBook(
      [
        "DELETE from encyclopediadata WHERE type='quests' AND language='en';",
        "DELETE from encyclopediadata WHERE type='villages' AND language='en';",
        'INSERT INTO encyclopediadata (itemref,type,language,culture,itemkey,label,iconkey,data) VALUES ',
        "('a','villages','en','norman','a','A','a','{}');",
      ].join('\n'),
    );
    expect(book.problems.map((p) => p.message)).toEqual([
      'unknown section "quests"',
      'the column "category" is missing',
      "unexpected line: ('a','villages','en','norman','a','A','a','{}');",
    ]);
  });

  it('checks the JSON has pages of lines with fields of the right type', () => {
    const row = (json: string) =>
      parseTravelBook(
        [
          "DELETE from encyclopediadata WHERE type='villages' AND language='en';",
          'INSERT INTO encyclopediadata (itemref,type,language,culture,category,itemkey,label,iconkey,data) VALUES ',
          `('n-villages-k-en','villages','en','n',NULL,'k','K','i','${json}');`,
          ';',
        ].join('\n'),
      ).problems.map((p) => p.message);
    expect(row('{}')).toEqual(['the data has no "pages" list']);
    expect(row('{\\"pages\\":[{}]}')).toEqual(['pages[0] has no "lines" list']);
    expect(row('{\\"pages\\":[{\\"lines\\":[{\\"text\\":3}]}]}')).toEqual([
      'pages[0].lines[0].text is not a string',
    ]);
    expect(row('{\\"pages\\":[{\\"lines\\":[{\\"exportTwoColumns\\":\\"yes\\"}]}]}')).toEqual([
      'pages[0].lines[0].exportTwoColumns is not true or false',
    ]);
    expect(row('{\\"pages\\":[{\\"lines\\":[{\\"columns\\":[7]}]}]}')).toEqual([
      'pages[0].lines[0].columns[0] is not an object',
    ]);
  });
});

describe('parseValues', () => {
  it('reads quoted strings and NULL, and refuses anything else', () => {
    expect(parseValues("('a''b',NULL,'c\\\"d','');")).toEqual(["a'b", null, 'c"d', '']);
    expect(() => parseValues("('a',1);")).toThrow(/quoted string or NULL/);
    expect(() => parseValues("('a'")).toThrow(/expected "," or "\);"/);
    expect(() => parseValues("('a);")).toThrow(/not closed/);
  });
});

describe('writeTravelBook', () => {
  it('writes what parseTravelBook reads back, quirks included', () => {
    const original = parseTravelBook(fixture('travelbook_en.sql'));
    const written = writeTravelBook('en', original.entries);
    const again = parseTravelBook(written);
    expect(again.problems).toEqual([]);
    expect(again.entries.map(({ line: _line, ...e }) => e)).toEqual(
      original.entries.map(({ line: _line, ...e }) => e),
    );
    expect(written).toContain("'norman',NULL,'hamlet'");
    expect(written.split('\n')[0]).toBe(
      "DELETE from encyclopediadata WHERE type='cultures' AND language='en';",
    );
  });
});
