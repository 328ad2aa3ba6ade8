import { searchFold, type GlossaryTerm } from '@millenaire/contracts/translations';

/** One English term of the glossary with every established translation of it. */
export interface GlossaryEntry {
  term: string;
  translations: string[];
  /** The term in lower case, to skip lines that cannot hold it. */
  lower: string;
  /** The term as a whole word, any case. */
  pattern: RegExp;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The glossary ready to look through lines: one entry per English term, longest first. */
export function prepareGlossary(terms: readonly GlossaryTerm[]): GlossaryEntry[] {
  const byTerm = new Map<string, GlossaryEntry>();
  for (const { term, translation } of terms) {
    const lower = term.toLowerCase();
    const entry = byTerm.get(lower) ?? {
      term,
      translations: [],
      lower,
      pattern: new RegExp(`(?<![\\p{L}\\p{N}])${escape(term)}(?![\\p{L}\\p{N}])`, 'giu'),
    };
    if (!entry.translations.includes(translation)) entry.translations.push(translation);
    byTerm.set(lower, entry);
  }
  // "Norman guard" is found before "Norman", which it holds.
  return [...byTerm.values()].sort((a, b) => b.term.length - a.term.length);
}

/** A piece of a reference line: plain text, or a glossary term as written there. */
export type Piece = { text: string; entry?: GlossaryEntry };

/** A line cut into plain text and the glossary's terms (each place taken by the longest term). */
export function glossaryPieces(line: string, glossary: readonly GlossaryEntry[]): Piece[] {
  const lower = line.toLowerCase();
  const found: { start: number; end: number; entry: GlossaryEntry }[] = [];
  for (const entry of glossary) {
    if (!lower.includes(entry.lower)) continue;
    for (const match of line.matchAll(entry.pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (found.some((f) => start < f.end && end > f.start)) continue;
      found.push({ start, end, entry });
    }
  }
  found.sort((a, b) => a.start - b.start);
  const pieces: Piece[] = [];
  let at = 0;
  for (const { start, end, entry } of found) {
    if (start > at) pieces.push({ text: line.slice(at, start) });
    pieces.push({ text: line.slice(start, end), entry });
    at = end;
  }
  if (at < line.length) pieces.push({ text: line.slice(at) });
  return pieces;
}

/** The glossary's terms found in reference lines, each once, in order of appearance. */
export function termsIn(
  lines: readonly string[],
  glossary: readonly GlossaryEntry[],
): GlossaryEntry[] {
  const terms: GlossaryEntry[] = [];
  for (const line of lines) {
    for (const piece of glossaryPieces(line, glossary)) {
      if (piece.entry && !terms.includes(piece.entry)) terms.push(piece.entry);
    }
  }
  return terms;
}

/**
 * The terms a translation does not use: none of their established
 * translations appears in it (case, accents and colour codes aside). An
 * empty translation uses nothing and is only missing, not warned about.
 */
export function unusedTerms(
  terms: readonly GlossaryEntry[],
  lines: readonly string[],
): GlossaryEntry[] {
  const text = searchFold(lines.join('\n'));
  if (text.trim() === '') return [];
  return terms.filter((entry) => !entry.translations.some((t) => text.includes(searchFold(t))));
}
