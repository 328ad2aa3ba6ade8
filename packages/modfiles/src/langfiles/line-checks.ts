import { placeholdersOf } from './placeholders.ts';

/**
 * What a translated line may have wrong, each named precisely enough for the
 * translator to act: which placeholder or colour code is missing or extra,
 * which French punctuation lacks its no-break space. None blocks a save.
 */
export const LINE_CHECK_CODES = [
  'PLACEHOLDERS',
  'COLOUR_CODES',
  'OUTER_SPACES',
  'DOUBLE_SPACES',
  'LINE_BREAKS',
  'FRENCH_SPACING',
  'SAME_AS_REFERENCE',
  'TOO_LONG',
] as const;
export type LineCheckCode = (typeof LINE_CHECK_CODES)[number];

export function isLineCheckCode(code: string): code is LineCheckCode {
  return (LINE_CHECK_CODES as readonly string[]).includes(code);
}

/**
 * How a translator's "not a problem" names one check of one line: it holds
 * while the line keeps the value it was said of.
 */
export const dismissalKey = (element: string, line: number, code: string, value: string) =>
  JSON.stringify([element, line, code, value]);

export interface LineCheck {
  code: LineCheckCode;
  /** What the reference has and the line lacks (placeholders, colour codes, punctuation). */
  missing?: string[];
  /** What the line has and the reference does not. */
  extra?: string[];
}

const COLOUR_CODE = /§[0-9a-fk-or]/gi;
/** The mod's line break inside a value, as its tag or as an escaped newline. */
const BREAK = /<ret>|\\n/gi;
const NO_BREAK = /[\u00a0\u202f]/;
/** A line longer than this many times its reference (and by this many characters) may not fit. */
const LENGTH_RATIO = 2;
const LENGTH_MARGIN = 20;

/** What `a` has that `b` has not, counting repeats (`§a§a` against `§a` lacks one `§a`). */
function minus(a: string[], b: string[]): string[] {
  const left = [...b];
  return a.filter((item) => {
    const at = left.indexOf(item);
    if (at === -1) return true;
    left.splice(at, 1);
    return false;
  });
}

function difference(code: LineCheckCode, reference: string[], line: string[]): LineCheck[] {
  const missing = minus(reference, line);
  const extra = minus(line, reference);
  if (missing.length === 0 && extra.length === 0) return [];
  return [{ code, ...(missing.length ? { missing } : {}), ...(extra.length ? { extra } : {}) }];
}

const colourCodes = (text: string) => (text.match(COLOUR_CODE) ?? []).map((c) => c.toLowerCase());
const breaks = (text: string) => (text.match(BREAK) ?? []).length;
const outerSpaces = (text: string) => text !== text.trim();

/**
 * French typography: a no-break space (narrow or not) before `;` `!` `?`
 * and `:`, and inside « ». The marks that lack it, each once. Placeholders,
 * addresses (`://`), times (`12:30`) and runs like `?!` are left alone.
 */
export function frenchSpacingProblems(text: string): string[] {
  const plain = text.replace(/<[^>\s]*>|\$[A-Za-z_]+\$?|§[0-9a-fk-or]/gi, 'x');
  const marks = new Set<string>();
  for (let i = 0; i < plain.length; i++) {
    const mark = plain[i]!;
    const before = plain[i - 1];
    const after = plain[i + 1];
    if (';!?:'.includes(mark)) {
      if (before === undefined || NO_BREAK.test(before) || ';!?:'.includes(before)) continue;
      if (mark === ':' && (after === '/' || (/\d/.test(before) && /\d/.test(after ?? ''))))
        continue;
      marks.add(mark);
    } else if (mark === '«' && after !== undefined && !NO_BREAK.test(after)) {
      marks.add('«');
    } else if (mark === '»' && before !== undefined && !NO_BREAK.test(before)) {
      marks.add('»');
    }
  }
  return [...marks];
}

/**
 * Every check of one translated line against its reference line, for a
 * translation into `language` (a mod language code: `fr`, `fr_ca`...). An
 * empty line is only missing, which the editor says on its own.
 */
export function checkLine(reference: string, line: string, language: string): LineCheck[] {
  if (line.trim() === '') return [];
  const checks = [
    ...difference('PLACEHOLDERS', placeholdersOf(reference), placeholdersOf(line)),
    ...difference('COLOUR_CODES', colourCodes(reference), colourCodes(line)),
  ];
  if (outerSpaces(line) && !outerSpaces(reference)) checks.push({ code: 'OUTER_SPACES' });
  if (/ {2}/.test(line) && !/ {2}/.test(reference)) checks.push({ code: 'DOUBLE_SPACES' });
  if (breaks(line) > breaks(reference)) checks.push({ code: 'LINE_BREAKS' });
  if (language.toLowerCase().startsWith('fr')) {
    const marks = frenchSpacingProblems(line);
    if (marks.length > 0) checks.push({ code: 'FRENCH_SPACING', missing: marks });
  }
  if (/\p{L}/u.test(reference) && line.trim() === reference.trim()) {
    checks.push({ code: 'SAME_AS_REFERENCE' });
  }
  if (line.length > reference.length * LENGTH_RATIO + LENGTH_MARGIN) {
    checks.push({ code: 'TOO_LONG' });
  }
  return checks;
}

/** A check's finding on one line of an element (from 0). */
export interface LineFinding extends LineCheck {
  line: number;
}

/**
 * Every check of an element's lines against the reference element's; a line
 * the reference has not is left alone (nothing to measure it by).
 */
export function checkElement(
  reference: readonly string[],
  lines: readonly string[],
  language: string,
): LineFinding[] {
  return lines.flatMap((value, line) =>
    line < reference.length
      ? checkLine(reference[line]!, value, language).map((check) => ({ ...check, line }))
      : [],
  );
}

/** A check's finding in a file: which element, which line. */
export interface ElementFinding extends LineFinding {
  element: string;
}

/** Every check of a translation's elements against the reference file's (elements it lacks aside). */
export function checkElements(
  reference: Record<string, string[]>,
  translation: Record<string, string[]>,
  language: string,
): ElementFinding[] {
  return Object.entries(translation).flatMap(([element, lines]) =>
    Object.hasOwn(reference, element)
      ? checkElement(reference[element]!, lines, language).map((found) => ({ element, ...found }))
      : [],
  );
}
