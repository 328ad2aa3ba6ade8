/**
 * The lossless layer under every language file: the text cut into lines,
 * each keeping its own ending, plus the byte-order mark. Joining the lines
 * back gives the exact text read.
 */

export type LineEnding = '\n' | '\r' | '\r\n' | '';

export interface RawLine {
  text: string;
  /** '' only on a last line with no final newline. */
  eol: LineEnding;
}

export interface RawText {
  bom: boolean;
  lines: RawLine[];
}

const BOM = '\uFEFF';

/** Cuts a text at LF, CR and CRLF; a text ending with a newline has no empty last line. */
export function splitRaw(text: string): RawText {
  const bom = text.startsWith(BOM);
  const body = bom ? text.slice(1) : text;
  const lines: RawLine[] = [];
  const ending = /\r\n|\n|\r/g;
  let start = 0;
  for (let m = ending.exec(body); m; m = ending.exec(body)) {
    lines.push({ text: body.slice(start, m.index), eol: m[0] as LineEnding });
    start = m.index + m[0].length;
  }
  if (start < body.length) lines.push({ text: body.slice(start), eol: '' });
  return { bom, lines };
}

export function joinRaw({ bom, lines }: RawText): string {
  let out = bom ? BOM : '';
  for (const line of lines) out += line.text + line.eol;
  return out;
}

/** The ending most lines use, for lines an edit adds; LF for a file with none. */
export function dominantEnding(lines: readonly { eol: LineEnding }[]): Exclude<LineEnding, ''> {
  const counts = { '\n': 0, '\r': 0, '\r\n': 0 };
  for (const line of lines) if (line.eol) counts[line.eol]++;
  if (counts['\r'] > counts['\n'] && counts['\r'] >= counts['\r\n']) return '\r';
  if (counts['\r\n'] > counts['\n']) return '\r\n';
  return '\n';
}
