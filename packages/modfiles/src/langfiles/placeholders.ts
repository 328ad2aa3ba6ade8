/**
 * What a translation must carry over from its reference line as it is: the
 * positional parameters (`<0>`…`<5>`), the named values (`$name`, `$name$`),
 * the mod's formatting tags (`<darkblue>`, `<ret>`) and Minecraft's colour
 * codes (`§a`).
 */
const PARAMETER = /<[0-5]>|\$[A-Za-z_]+\$?/g;
const TOKEN = /<[0-9]>|<[a-z]+>|\$[A-Za-z_]+\$?|§[0-9a-fk-or]/gi;

/** The positional parameters and named values of a text, sorted. */
export function placeholdersOf(text: string): string[] {
  return (text.match(PARAMETER) ?? []).sort();
}

type Kind = 'position' | 'tag' | 'value' | 'colour';

function kindOf(token: string): Kind {
  if (token.startsWith('§')) return 'colour';
  if (token.startsWith('$')) return 'value';
  return /^<\d>$/.test(token) ? 'position' : 'tag';
}

function byKind(text: string): Map<Kind, string[]> {
  const kinds = new Map<Kind, string[]>();
  for (const token of text.match(TOKEN) ?? []) {
    const kind = kindOf(token);
    kinds.set(kind, [...(kinds.get(kind) ?? []), token]);
  }
  return kinds;
}

/**
 * A translation made for one reference line, with its placeholders renamed
 * to those of another reference line: of each kind, the n-th placeholder of
 * `fromReference` becomes the n-th of `toReference`. A kind whose count
 * differs between the two lines, or that would rename one placeholder two
 * ways, is left as it is (the editor's placeholder check then shows it).
 */
export function mapPlaceholders(fromReference: string, toReference: string, text: string): string {
  const from = byKind(fromReference);
  const to = byKind(toReference);
  const renames = new Map<string, string>();
  for (const [kind, tokens] of from) {
    const target = to.get(kind) ?? [];
    if (target.length !== tokens.length) continue;
    const kindRenames = new Map<string, string>();
    let consistent = true;
    tokens.forEach((token, i) => {
      const already = kindRenames.get(token);
      if (already !== undefined && already !== target[i]) consistent = false;
      kindRenames.set(token, target[i]!);
    });
    if (!consistent) continue;
    for (const [token, renamed] of kindRenames) renames.set(token, renamed);
  }
  if (renames.size === 0) return text;
  // One pass, so `<0>`→`<1>` and `<1>`→`<0>` swap rather than both becoming one.
  return text.replace(TOKEN, (token) => renames.get(token) ?? token);
}
