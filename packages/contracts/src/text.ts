import { z } from 'zod';

/**
 * The one rule for text the site accepts, wherever it comes from (a JSON
 * body, a form field, a query string, a path): well-formed Unicode, without
 * NUL or the other C0 and C1 control characters, nor the noncharacters
 * (U+FDD0 to U+FDEF and the last two code points of every plane). Tab, line
 * feed and carriage return stay allowed, because the mod's language files use
 * them (bare CR line ends included); the `§` colour codes, byte-order marks
 * and every printable character are untouched. Both databases then store
 * exactly what was accepted (PostgreSQL refuses NUL, SQLite would store broken
 * UTF-8 for a lone surrogate), logs and zips never carry escape sequences, and
 * every stored text fits in XML 1.0, which forbids U+FFFE and U+FFFF: one
 * title holding them would break a feed for every reader.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// eslint-disable-next-line no-control-regex -- the controls are what this finds
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const NONCHARACTER = /\p{Noncharacter_Code_Point}/u;
/**
 * In a single line (titles, logins, legends, versions) also: line and
 * paragraph breaks, tabs, and the bidirectional embeddings, overrides and
 * isolates, which can make `abc\u202Egnp.exe` read as `abcexe.png`.
 */
const NOT_IN_A_LINE = /[\t\n\r\u2028\u2029\u202A-\u202E\u2066-\u2069]/;

/** Whether text follows the site's rule (multi-line text may hold tabs and line breaks). */
export function isCleanText(text: string): boolean {
  return !LONE_SURROGATE.test(text) && !CONTROL.test(text) && !NONCHARACTER.test(text);
}

/** Whether text is a clean single line, with no bidirectional controls. */
export function isCleanLine(text: string): boolean {
  return isCleanText(text) && !NOT_IN_A_LINE.test(text);
}

/**
 * Where a parsed value (a JSON body, a query, path parameters) holds text
 * that breaks the rule: the dotted path of the first such string ('' for the
 * value itself; a key breaking it names itself), or null when all is clean.
 */
export function uncleanTextAt(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return isCleanText(value) ? null : path;
  if (value === null || typeof value !== 'object' || depth > 64) return null;
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
  for (const [key, item] of entries) {
    const at = path === '' ? String(key) : `${path}.${key}`;
    if (typeof key === 'string' && !isCleanText(key)) return at;
    const found = uncleanTextAt(item, at, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

const nfc = (text: string) => text.normalize('NFC');

/**
 * A single line typed by a person (a title, a legend, a version, a name):
 * clean, trimmed, stored in Unicode's composed form (NFC) so that the same
 * word typed on two keyboards is the same text. Chain `.min`/`.max`/`.regex`.
 */
export const textLine = () =>
  z
    .string()
    .refine(isCleanLine, { message: 'not a clean single line of text' })
    .overwrite((text) => nfc(text).trim());

/**
 * Text of several lines typed by a person (a comment, release notes): clean,
 * trimmed, NFC. Chain `.min`/`.max`.
 */
export const textBlock = () =>
  z
    .string()
    .refine(isCleanText, { message: 'not clean text' })
    .overwrite((text) => nfc(text).trim());

/**
 * Text kept exactly as sent (a language file, rich-text HTML, a password):
 * clean, but never trimmed or normalized, so every byte round-trips.
 */
export const exactText = () => z.string().refine(isCleanText, { message: 'not clean text' });
