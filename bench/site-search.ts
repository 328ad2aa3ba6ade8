// The header's search as players type into it, against a site seeded by
// bench/public-gets.ts (100,000 library contents, 7 cultures × 200 items):
// every prefix of a few words from three letters on, each asked once and
// never kept (a parameter of its own), one after the other as one typist
// sends them. Budget: p99 ≤ 20 ms.
import { RARE_WORD } from './library.ts';

export const SITE_SEARCH_BUDGET_P99_MS = 20;

const TYPED = [
  RARE_WORD,
  'harbour tower',
  'windmill',
  'farmhouse',
  'market',
  'norman chapel',
  'village',
];

/** Every prefix of the typed words from three characters on, in the language given. */
function prefixes(): string[] {
  return TYPED.flatMap((text) =>
    Array.from({ length: text.length - 2 }, (_, i) => text.slice(0, i + 3)),
  );
}

/** p99 and median (ms) of the site-wide search over every prefix, in English and French. */
export async function typingSearches(
  siteUrl: string,
): Promise<{ p99: number; median: number; asks: number }> {
  const times: number[] = [];
  // Not timed: the first fetch of a process loads its HTTP client, 50 to 80 ms
  // on the 2-core machine, which is the load generator's time, not the site's.
  await (await fetch(`${siteUrl}/api/search?q=warm&language=en&typed=warm-up`)).arrayBuffer();
  for (const language of ['en', 'fr']) {
    for (const [i, q] of prefixes().entries()) {
      const url = `${siteUrl}/api/search?${new URLSearchParams({ q, language, typed: `${Date.now()}-${i}` })}`;
      const asked = performance.now();
      const response = await fetch(url);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      times.push(performance.now() - asked);
    }
  }
  times.sort((a, b) => a - b);
  const at = (share: number) =>
    times[Math.min(times.length - 1, Math.ceil(times.length * share) - 1)]!;
  return { p99: at(0.99), median: at(0.5), asks: times.length };
}
