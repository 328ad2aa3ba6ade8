// The rules of French typography the site's texts follow, written once for the
// catalogue test (vitest) and the rendered-page test (Playwright). Plain
// functions over strings, with no import, so both runners can load them.

/** The two spaces that never break a line: no-break space and narrow no-break space. */
const NO_BREAK = '\u00a0\u202f';

export interface TypographyRule {
  name: string;
  /** Where the rule is broken: a match is a mistake. */
  pattern: RegExp;
}

export const FRENCH_RULES: readonly TypographyRule[] = [
  {
    // '?' inside a word or an address (?file=), '://' and times (9:00:00) are not punctuation.
    name: 'a no-break space before : ; ! ?',
    pattern: new RegExp(`(?:^|[^${NO_BREAK}:;!?])[:;!?](?=[\\s"»)\\]]|$)`, 'u'),
  },
  { name: 'a no-break space after «', pattern: new RegExp(`«(?![${NO_BREAK}])`, 'u') },
  { name: 'a no-break space before »', pattern: new RegExp(`(?<![${NO_BREAK}])»`, 'u') },
  { name: 'the apostrophe ’', pattern: /\p{L}['`´‘]\p{L}/u },
  { name: 'a no-break space before %', pattern: new RegExp(`(?<![${NO_BREAK}])%`, 'u') },
  { name: 'a decimal comma in a percentage', pattern: /\d\.\d+[\s\u00a0\u202f]*%/u },
  // A doubled 'i' ('bâtiiment') or a tripled letter is a slip of the keyboard in
  // French, but for the -iions and -iiez of verbs in -ier ('vous la modifiiez').
  { name: 'no doubled i or tripled letter', pattern: /ii(?!ons|ez)|(\p{L})\1\1/iu },
];

/** The rules `text` breaks, each with the piece of text that breaks it. */
export function frenchTypographyProblems(text: string): string[] {
  // Placeholders such as {{count}} and tags such as <1> are filled in later.
  const prose = text.replace(/\{\{[^}]*\}\}/g, 'X').replace(/<\/?\d+>/g, '');
  const problems: string[] = [];
  for (const rule of FRENCH_RULES) {
    const match = rule.pattern.exec(prose);
    if (!match) continue;
    const from = Math.max(0, match.index - 12);
    problems.push(`${rule.name}: …${prose.slice(from, match.index + match[0].length + 12)}…`);
  }
  return problems;
}
