/**
 * The mod's formatting codes in travel-book texts: '§' and a character.
 * 0-9 and a-f pick a colour (and, as in the game, end any bold or italic),
 * l, o, n, m turn on bold, italic, underline, strikethrough, r resets all.
 * `<ret>` is a line break.
 */
export interface TextRun {
  text: string;
  colour?: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  strike?: boolean;
}

/** The game's sixteen colours, darkened where needed to read on the page's parchment. */
export const MC_COLOURS: Record<string, string> = {
  '0': '#1a1a1a',
  '1': '#1d3a9e',
  '2': '#2b7a2b',
  '3': '#0f7474',
  '4': '#a31818',
  '5': '#8a2a8a',
  '6': '#a35f00',
  '7': '#5f5f5f',
  '8': '#555555',
  '9': '#3c4fd6',
  a: '#2f8a2f',
  b: '#137a8a',
  c: '#c42f2f',
  d: '#a8308f',
  e: '#857500',
  f: '#4a4a4a',
};

const STYLE_CODES: Record<string, keyof Omit<TextRun, 'text' | 'colour'>> = {
  l: 'bold',
  o: 'italic',
  n: 'underline',
  m: 'strike',
};

/** The colour a line style gives (a style such as '§4'), if any. */
export function styleColour(style: string | undefined): string | undefined {
  if (!style?.startsWith('§')) return undefined;
  return MC_COLOURS[style.charAt(1).toLowerCase()];
}

/** Splits one line of text (no `<ret>`) into runs of the same formatting. */
export function parseRuns(text: string, colour?: string): TextRun[] {
  const runs: TextRun[] = [];
  let current: Omit<TextRun, 'text'> = colour ? { colour } : {};
  let buffer = '';
  const flush = () => {
    if (buffer !== '') runs.push({ ...current, text: buffer });
    buffer = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    const code = ch === '§' ? text[i + 1]?.toLowerCase() : undefined;
    if (code === undefined) {
      buffer += ch;
      continue;
    }
    flush();
    i += 1;
    if (code in MC_COLOURS) current = { colour: MC_COLOURS[code] };
    else if (code === 'r') current = colour ? { colour } : {};
    else if (code in STYLE_CODES) current = { ...current, [STYLE_CODES[code]!]: true };
  }
  flush();
  return runs;
}

/** A text's lines (split at `<ret>`), each as runs, each starting afresh. */
export function parseText(text: string, colour?: string): TextRun[][] {
  return text.split('<ret>').map((line) => parseRuns(line, colour));
}
