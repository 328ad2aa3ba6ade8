/**
 * The mod's travel-book export: one file per language, travelbook_<lang>.sql,
 * written for a MySQL table `encyclopediadata`. It is read here line by line,
 * never executed. Its shape:
 *
 *   DELETE from encyclopediadata WHERE type='<type>' AND language='<lang>';
 *   INSERT INTO encyclopediadata (itemref,type,...,data) VALUES
 *   ('<itemref>','<type>',...,'<json>');
 *   ...
 *   ;
 *
 * five times, for cultures, villagers, buildings, villages and tradegoods.
 * Culture and village rows have no categorylabel column and a bare NULL
 * category. Strings double their ' and put a backslash before each ".
 */

/** The sections of an export, in the order the mod writes them. */
export const TRAVEL_BOOK_SECTIONS = [
  'cultures',
  'villagers',
  'buildings',
  'villages',
  'tradegoods',
] as const;
export type TravelBookSection = (typeof TRAVEL_BOOK_SECTIONS)[number];

const STRING_FIELDS = [
  'text',
  'style',
  'iconKey',
  'iconLabel',
  'specialTag',
  'referenceButtonCulture',
  'referenceButtonType',
  'referenceButtonKey',
  'referenceButtonLabel',
  'referenceButtonIconKey',
] as const;

type StringField = (typeof STRING_FIELDS)[number];

/** One cell of a table row; a field the mod did not write is absent. */
export type TravelBookCell = { [K in StringField]?: string } & { exportTwoColumns?: boolean };

/** One line of a page: text, a header, an icon, a reference to another item, or a table row. */
export interface TravelBookLine extends TravelBookCell {
  columns?: TravelBookCell[];
}

export interface TravelBookData {
  pages: { lines: TravelBookLine[] }[];
}

/** One row of the export. */
export interface TravelBookEntry {
  /** Line of the file holding the row's values, for messages. */
  line: number;
  itemref: string;
  type: TravelBookSection;
  language: string;
  culture: string;
  /** Null for cultures and villages (the bare NULL). */
  category: string | null;
  /** Null when the row has no categorylabel column. */
  categorylabel: string | null;
  itemkey: string;
  label: string;
  iconkey: string;
  data: TravelBookData;
}

export interface TravelBookProblem {
  line: number;
  message: string;
}

export interface ParsedTravelBook {
  /** The language of the DELETE lines; null when the file has none. */
  language: string | null;
  /** The sections the file has, each emptied by its DELETE line even with no row after it. */
  sections: TravelBookSection[];
  entries: TravelBookEntry[];
  problems: TravelBookProblem[];
}

const COLUMNS = [
  'itemref',
  'type',
  'language',
  'culture',
  'category',
  'categorylabel',
  'itemkey',
  'label',
  'iconkey',
  'data',
] as const;
type Column = (typeof COLUMNS)[number];
const REQUIRED: readonly Column[] = COLUMNS.filter((c) => c !== 'categorylabel');

const DELETE_LINE = /^DELETE from encyclopediadata WHERE type='([a-z]+)' AND language='([^']*)';$/;
const INSERT_LINE = /^INSERT INTO encyclopediadata \(([a-z,]+)\) VALUES$/;

class Malformed extends Error {}

/** Undoes the export's escaping: a doubled ' and a backslash before ". Nothing else. */
export function unescapeValue(raw: string): string {
  return raw.replaceAll("''", "'").replaceAll('\\"', '"');
}

/** The export's escaping, for writing files in its format. */
export function escapeValue(value: string): string {
  return value.replaceAll("'", "''").replaceAll('"', '\\"');
}

/** Reads `('a','b',NULL,...);` into its values, strings unescaped, NULL as null. */
export function parseValues(text: string): (string | null)[] {
  if (!text.startsWith('(')) throw new Malformed('a row must start with "("');
  const values: (string | null)[] = [];
  let pos = 1;
  for (;;) {
    if (text.startsWith('NULL', pos)) {
      values.push(null);
      pos += 4;
    } else if (text[pos] === "'") {
      let end = pos + 1;
      for (;;) {
        end = text.indexOf("'", end);
        if (end < 0) throw new Malformed('a quoted value is not closed');
        if (text[end + 1] !== "'") break;
        end += 2;
      }
      values.push(unescapeValue(text.slice(pos + 1, end)));
      pos = end + 1;
    } else {
      throw new Malformed(
        `unexpected character at column ${pos + 1}: a value is a quoted string or NULL`,
      );
    }
    if (text[pos] === ',') {
      pos += 1;
      continue;
    }
    if (text.slice(pos) === ');') return values;
    throw new Malformed(`expected "," or ");" at column ${pos + 1}`);
  }
}

function checkCell(value: unknown, where: string): TravelBookCell {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Malformed(`${where} is not an object`);
  }
  const source = value as Record<string, unknown>;
  const cell: TravelBookCell = {};
  for (const field of STRING_FIELDS) {
    const v = source[field];
    if (v === undefined) continue;
    if (typeof v !== 'string') throw new Malformed(`${where}.${field} is not a string`);
    cell[field] = v;
  }
  if (source.exportTwoColumns !== undefined) {
    if (typeof source.exportTwoColumns !== 'boolean') {
      throw new Malformed(`${where}.exportTwoColumns is not true or false`);
    }
    cell.exportTwoColumns = source.exportTwoColumns;
  }
  return cell;
}

function checkLine(value: unknown, where: string): TravelBookLine {
  const line: TravelBookLine = checkCell(value, where);
  const columns = (value as Record<string, unknown>).columns;
  if (columns === undefined) return line;
  if (!Array.isArray(columns)) throw new Malformed(`${where}.columns is not a list`);
  line.columns = columns.map((cell, i) => checkCell(cell, `${where}.columns[${i}]`));
  return line;
}

/** Reads the JSON of a row and keeps the fields the travel book knows, checked. */
export function parseTravelBookData(json: string): TravelBookData {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new Malformed('the data is not valid JSON');
  }
  const pages = (value as { pages?: unknown } | null)?.pages;
  if (!Array.isArray(pages)) throw new Malformed('the data has no "pages" list');
  return {
    pages: pages.map((page: unknown, p) => {
      const lines = (page as { lines?: unknown } | null)?.lines;
      if (!Array.isArray(lines)) throw new Malformed(`pages[${p}] has no "lines" list`);
      return { lines: lines.map((line, l) => checkLine(line, `pages[${p}].lines[${l}]`)) };
    }),
  };
}

function parseColumns(list: string): Column[] {
  const columns = list.split(',');
  const known = new Set<string>(COLUMNS);
  const unknown = columns.find((c) => !known.has(c));
  if (unknown) throw new Malformed(`unknown column "${unknown}"`);
  const missing = REQUIRED.find((c) => !columns.includes(c));
  if (missing) throw new Malformed(`the column "${missing}" is missing`);
  return columns as Column[];
}

interface Section {
  type: TravelBookSection;
  language: string;
}

function toEntry(
  values: (string | null)[],
  columns: Column[],
  section: Section,
  line: number,
): TravelBookEntry {
  if (values.length !== columns.length) {
    throw new Malformed(`${values.length} values for ${columns.length} columns`);
  }
  const row = Object.fromEntries(columns.map((c, i) => [c, values[i]])) as Record<
    Column,
    string | null | undefined
  >;
  const text = (column: Column): string => {
    const value = row[column];
    if (typeof value !== 'string') throw new Malformed(`${column} is NULL`);
    return value;
  };
  if (row.type !== section.type) {
    throw new Malformed(`a "${row.type}" row in the "${section.type}" section`);
  }
  if (row.language !== section.language) {
    throw new Malformed(`a row in "${row.language}" in a "${section.language}" section`);
  }
  const entry = {
    line,
    itemref: text('itemref'),
    type: section.type,
    language: section.language,
    culture: text('culture'),
    category: row.category ?? null,
    categorylabel: row.categorylabel ?? null,
    itemkey: text('itemkey'),
    label: text('label'),
    iconkey: text('iconkey'),
    data: parseTravelBookData(text('data')),
  };
  const expected = `${entry.culture}-${entry.type}-${entry.itemkey}-${entry.language}`;
  if (entry.itemref !== expected) {
    throw new Malformed(`itemref "${entry.itemref}" should be "${expected}"`);
  }
  return entry;
}

function sectionOf(match: RegExpMatchArray): Section {
  const type = match[1] as TravelBookSection;
  if (!TRAVEL_BOOK_SECTIONS.includes(type)) throw new Malformed(`unknown section "${type}"`);
  return { type, language: match[2]! };
}

/**
 * Parses a whole export. Every problem is reported with its line number (the
 * parser goes on after one), and `entries` holds the rows that were read.
 */
export function parseTravelBook(text: string): ParsedTravelBook {
  const lines = text.split(/\r?\n/);
  const entries: TravelBookEntry[] = [];
  const problems: TravelBookProblem[] = [];
  let language: string | null = null;
  const sections: TravelBookSection[] = [];
  let section: Section | null = null;
  let columns: Column[] | null = null;
  const fail = (line: number, message: string) => problems.push({ line, message });

  for (const [index, raw] of lines.entries()) {
    const n = index + 1;
    const line = raw.trim();
    if (line === '') continue;
    try {
      const del = DELETE_LINE.exec(line);
      const insert = INSERT_LINE.exec(line);
      if (columns) {
        const insertColumns = columns;
        columns = null;
        if (!section) throw new Malformed('a row before any DELETE line');
        entries.push(toEntry(parseValues(line), insertColumns, section, n));
      } else if (del) {
        section = null;
        section = sectionOf(del);
        if (!sections.includes(section.type)) sections.push(section.type);
        if (language === null) language = section.language;
        else if (section.language !== language) {
          throw new Malformed(`language "${section.language}" in a "${language}" file`);
        }
      } else if (insert) {
        if (!section) throw new Malformed('an INSERT line before any DELETE line');
        columns = parseColumns(insert[1]!);
      } else if (line === ';') {
        if (!section) throw new Malformed('a closing ";" outside a section');
        section = null;
      } else {
        throw new Malformed(`unexpected line: ${line.slice(0, 60)}`);
      }
    } catch (err) {
      if (!(err instanceof Malformed)) throw err;
      fail(n, err.message);
    }
  }
  if (columns) fail(lines.length, 'the file ends after an INSERT line, before its row');
  return { language, sections, entries, problems };
}

type WritableEntry = Omit<TravelBookEntry, 'line' | 'itemref' | 'language'>;

/** Writes entries of one language in the export's format and section order (fixtures, benchmarks). */
export function writeTravelBook(language: string, entries: readonly WritableEntry[]): string {
  const out: string[] = [];
  const quote = (value: string) => `'${escapeValue(value)}'`;
  for (const type of TRAVEL_BOOK_SECTIONS) {
    out.push(`DELETE from encyclopediadata WHERE type='${type}' AND language='${language}';`);
    const withLabel = type !== 'cultures' && type !== 'villages';
    const columns = withLabel ? COLUMNS : REQUIRED;
    for (const e of entries.filter((entry) => entry.type === type)) {
      const row: Record<Column, string> = {
        itemref: quote(`${e.culture}-${type}-${e.itemkey}-${language}`),
        type: quote(type),
        language: quote(language),
        culture: quote(e.culture),
        category: e.category === null || !withLabel ? 'NULL' : quote(e.category),
        categorylabel: quote(e.categorylabel ?? ''),
        itemkey: quote(e.itemkey),
        label: quote(e.label),
        iconkey: quote(e.iconkey),
        data: quote(JSON.stringify(e.data)),
      };
      out.push(`INSERT INTO encyclopediadata (${columns.join(',')}) VALUES `);
      out.push(`(${columns.map((c) => row[c]).join(',')});`);
    }
    out.push(';');
  }
  return `${out.join('\n')}\n`;
}
