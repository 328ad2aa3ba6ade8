import { dominantEnding, joinRaw, splitRaw, type LineEnding, type RawLine } from './lines.ts';
import { fileTypeOf, type FileType } from './types.ts';

/**
 * One line of a language file. A value line is prefix + value + suffix: the
 * prefix holds the key, the separator and the spacing after it, the suffix
 * the trailing spaces, so an edit replaces the value and nothing else.
 */
export type Line =
  | { kind: 'fixed'; text: string; eol: LineEnding; element?: string }
  | { kind: 'explanation'; prefix: string; value: string; eol: LineEnding }
  | {
      kind: 'value';
      element: string;
      prefix: string;
      value: string;
      suffix: string;
      eol: LineEnding;
    };

export interface LangFile {
  type: FileType;
  bom: boolean;
  lines: Line[];
}

/** The spec's splitcontent: each element's lines, in file order, and the explanations. */
export interface SplitContent {
  elements: Record<string, string[]>;
  explanations: string;
}

type Classifier = (raw: RawLine) => Line;

const TRAILING = /[ \t]+$/;

function valueLine(element: string, prefix: string, rest: string, eol: LineEnding): Line {
  const suffix = TRAILING.exec(rest)?.[0] ?? '';
  const value = rest.slice(0, rest.length - suffix.length);
  return { kind: 'value', element, prefix, value, suffix, eol };
}

const fixed = (raw: RawLine, element?: string): Line =>
  element === undefined
    ? { kind: 'fixed', text: raw.text, eol: raw.eol }
    : { kind: 'fixed', text: raw.text, eol: raw.eol, element };

/** '//*' notes, '//' comments and blank lines, common to the mod's own formats. */
function slashComment(raw: RawLine): Line | undefined {
  const start = raw.text.trimStart();
  if (start.startsWith('//*')) {
    const at = raw.text.indexOf('//*') + 3;
    return {
      kind: 'explanation',
      prefix: raw.text.slice(0, at),
      value: raw.text.slice(at),
      eol: raw.eol,
    };
  }
  if (start === '' || start.startsWith('//')) return fixed(raw);
  return undefined;
}

/** `key=value` split at the first '='; the key as written, trimmed. */
function keyValue(raw: RawLine, keyOf: (k: string) => string): Line | undefined {
  const eq = raw.text.indexOf('=');
  if (eq < 0) return undefined;
  const key = keyOf(raw.text.slice(0, eq).trim());
  if (key === '') return undefined;
  const after = raw.text.slice(eq + 1);
  const spacing = /^[ \t]*/.exec(after)![0];
  return valueLine(key, raw.text.slice(0, eq + 1) + spacing, after.slice(spacing.length), raw.eol);
}

/** The mod reads its keys without case. */
const modKey = (k: string) => k.toLowerCase();

function keyValueClassifier(): Classifier {
  return (raw) => slashComment(raw) ?? keyValue(raw, modKey) ?? fixed(raw);
}

function langClassifier(): Classifier {
  return (raw) => {
    const start = raw.text.trimStart();
    if (start === '' || start.startsWith('#')) return fixed(raw);
    return keyValue(raw, (k) => k) ?? fixed(raw);
  };
}

function reputationClassifier(): Classifier {
  return (raw) => {
    const comment = slashComment(raw);
    if (comment) return comment;
    const semi = raw.text.indexOf(';');
    const level = semi < 0 ? '' : raw.text.slice(0, semi).trim();
    if (level === '') return fixed(raw);
    return valueLine(level, raw.text.slice(0, semi + 1), raw.text.slice(semi + 1), raw.eol);
  };
}

/** Dialogue keys repeat across the file only by mistake; later blocks get '#2', '#3'… */
function dialogueClassifier(): Classifier {
  let chat: string | undefined;
  const seen = new Map<string, number>();
  return (raw) => {
    const comment = slashComment(raw);
    if (comment) return comment;
    const header = /^newchat;(?:.*[;,])?key:([^,;]*)/.exec(raw.text);
    if (header) {
      const key = header[1]!.trim();
      const n = (seen.get(key) ?? 0) + 1;
      seen.set(key, n);
      chat = n === 1 ? key : `${key}#${n}`;
      return fixed(raw, chat);
    }
    const said = /^v1;[^;]*;/.exec(raw.text);
    if (said && chat !== undefined) {
      return valueLine(chat, said[0], raw.text.slice(said[0].length), raw.eol);
    }
    return fixed(raw);
  };
}

/** Raw text: `NEW_PAGE` separates pages, `version:` lines set the version. */
function pagesClassifier(): Classifier {
  let page = 1;
  return (raw) => {
    if (raw.text.trim() === 'NEW_PAGE') {
      page++;
      return fixed(raw);
    }
    if (raw.text.startsWith('version:')) return fixed(raw);
    return valueLine(`page_${page}`, '', raw.text, raw.eol);
  };
}

const CLASSIFIERS: Record<FileType, () => Classifier> = {
  keyvalue: keyValueClassifier,
  sentences: keyValueClassifier,
  lang: langClassifier,
  reputation: reputationClassifier,
  dialogues: dialogueClassifier,
  pages: pagesClassifier,
};

/** Reads a language file of the given file key; never fails, every line is kept. */
export function parseLangFile(text: string, fileKey: string): LangFile {
  const type = fileTypeOf(fileKey);
  const raw = splitRaw(text);
  const classify = CLASSIFIERS[type]();
  return { type, bom: raw.bom, lines: raw.lines.map(classify) };
}

export function lineText(line: Line): string {
  if (line.kind === 'fixed') return line.text;
  if (line.kind === 'explanation') return line.prefix + line.value;
  return line.prefix + line.value + line.suffix;
}

/** The exact text of a file: parse then serialize gives back the same string. */
export function serializeLangFile(file: LangFile): string {
  return joinRaw({
    bom: file.bom,
    lines: file.lines.map((l) => ({ text: lineText(l), eol: l.eol })),
  });
}

export function fileEnding(file: LangFile) {
  return dominantEnding(file.lines);
}

/** The elements (key → lines, in file order) and the explanations of a file. */
export function splitContent(file: LangFile): SplitContent {
  const elements = new Map<string, string[]>();
  const explanations: string[] = [];
  for (const line of file.lines) {
    if (line.kind === 'explanation') explanations.push(line.value);
    if (line.kind !== 'value') continue;
    const lines = elements.get(line.element);
    if (lines) lines.push(line.value);
    else elements.set(line.element, [line.value]);
  }
  return { elements: Object.fromEntries(elements), explanations: explanations.join('\n') };
}
