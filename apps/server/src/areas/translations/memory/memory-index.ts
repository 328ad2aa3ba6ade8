import { searchFold, SUGGESTION_MIN_SIMILARITY } from '@millenaire/contracts';

/** One translated element of a language: its reference lines and its translation. */
export interface MemoryEntry {
  filekey: string;
  element: string;
  source: string[];
  lines: string[];
}

export interface Similar {
  entry: MemoryEntry;
  /** Of the two reference texts, in %. */
  similarity: number;
}

const WORD = /[\p{L}\p{N}]{2,}/gu;

/**
 * A word found in more than this share of the entries (and more than
 * COMMON_FLOOR of them) says little about which are alike: it brings no
 * candidates unless the text has no rarer word, so a query costs its rarer
 * words' entries only.
 */
const COMMON_SHARE = 0.05;
const COMMON_FLOOR = 200;
/** The entries sharing the most words are measured; the others cannot be close. */
const MEASURED = 16;

const wordsOf = (folded: string) => [...new Set(folded.match(WORD) ?? [])];

/** The character trigrams of a folded text, with its ends marked. */
function trigramsOf(folded: string): string[] {
  const padded = `  ${folded.replace(/\s+/g, ' ')} `;
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  return [...grams];
}

/** How many numbers two sorted arrays share. */
function shared(a: Uint32Array, b: Uint32Array): number {
  let count = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i] === b[j]) {
      count++;
      i++;
      j++;
    } else if (a[i]! < b[j]!) i++;
    else j++;
  }
  return count;
}

const sourceKey = (source: readonly string[]) => source.join('\n');

/**
 * What a language already translates, looked up by reference text: the
 * entries of the same text, and those of similar texts (found through the
 * words they share, then measured by their character trigrams).
 */
export class TranslationMemory {
  private readonly entries: MemoryEntry[] = [];
  private readonly folded: string[] = [];
  /** Each entry's trigrams as sorted numbers, made when first measured. */
  private readonly grams: (Uint32Array | undefined)[] = [];
  private readonly gramIds = new Map<string, number>();
  private readonly bySource = new Map<string, number[]>();
  private readonly byWord = new Map<string, number[]>();
  private counts = new Uint16Array(0);
  private touched = new Uint32Array(0);

  get size(): number {
    return this.entries.length;
  }

  add(entry: MemoryEntry): void {
    const id = this.entries.length;
    this.entries.push(entry);
    const key = sourceKey(entry.source);
    const folded = searchFold(key);
    this.folded.push(folded);
    this.grams.push(undefined);
    const same = this.bySource.get(key);
    if (same) same.push(id);
    else this.bySource.set(key, [id]);
    for (const word of wordsOf(folded)) {
      const ids = this.byWord.get(word);
      if (ids) ids.push(id);
      else this.byWord.set(word, [id]);
    }
  }

  /** The entries made for exactly this reference text. */
  same(source: readonly string[]): MemoryEntry[] {
    return (this.bySource.get(sourceKey(source)) ?? []).map((id) => this.entries[id]!);
  }

  /**
   * The trigrams of a text as sorted numbers, each numbered when first seen
   * (the texts asked about are the reference files' own, so this stays as
   * large as the reference texts' trigrams).
   */
  private gramNumbers(folded: string): Uint32Array {
    const numbers = trigramsOf(folded).map((gram) => {
      let id = this.gramIds.get(gram);
      if (id === undefined) {
        id = this.gramIds.size;
        this.gramIds.set(gram, id);
      }
      return id;
    });
    return Uint32Array.from(numbers).sort();
  }

  private gramsOf(id: number): Uint32Array {
    let grams = this.grams[id];
    if (!grams) {
      grams = this.gramNumbers(this.folded[id]!);
      this.grams[id] = grams;
    }
    return grams;
  }

  /** The entries sharing the most of the text's telling words, most first. */
  private candidates(words: string[]): number[] {
    if (this.counts.length < this.entries.length) {
      this.counts = new Uint16Array(this.entries.length);
      this.touched = new Uint32Array(this.entries.length);
    }
    const common = Math.max(COMMON_FLOOR, this.entries.length * COMMON_SHARE);
    const postings = words
      .map((word) => this.byWord.get(word))
      .filter((ids): ids is number[] => ids !== undefined)
      .sort((a, b) => a.length - b.length);
    const telling = postings.filter((ids, i) => i === 0 || ids.length <= common);
    const { counts, touched } = this;
    let found = 0;
    let most = 0;
    for (const ids of telling) {
      for (const id of ids) {
        const count = ++counts[id]!;
        if (count === 1) touched[found++] = id;
        if (count > most) most = count;
      }
    }
    // The counts are small: the entries are taken by count, highest first, without sorting them all.
    const ranked: number[] = [];
    for (let count = most; count > 0 && ranked.length < MEASURED; count--) {
      for (let i = 0; i < found && ranked.length < MEASURED; i++) {
        if (counts[touched[i]!] === count) ranked.push(touched[i]!);
      }
    }
    for (let i = 0; i < found; i++) counts[touched[i]!] = 0;
    return ranked;
  }

  /**
   * The entries made for a reference text like this one but not the same,
   * at least SUGGESTION_MIN_SIMILARITY % alike, closest first.
   */
  similar(source: readonly string[], limit: number): Similar[] {
    const key = sourceKey(source);
    const folded = searchFold(key);
    const words = wordsOf(folded);
    if (words.length === 0) return [];
    const own = this.gramNumbers(folded);
    const found: Similar[] = [];
    for (const id of this.candidates(words)) {
      const entry = this.entries[id]!;
      if (sourceKey(entry.source) === key) continue;
      const other = this.gramsOf(id);
      const total = own.length + other.length;
      // Dice's coefficient cannot exceed what the two sizes allow.
      if ((200 * Math.min(own.length, other.length)) / total < SUGGESTION_MIN_SIMILARITY) continue;
      // Dice's coefficient of the trigrams; texts that differ (if only in order) never read 100.
      const similarity = Math.min(99, Math.round((200 * shared(own, other)) / total));
      if (similarity >= SUGGESTION_MIN_SIMILARITY) found.push({ entry, similarity });
    }
    return found.sort((a, b) => b.similarity - a.similarity).slice(0, limit);
  }
}
