// The rows of the Lighthouse benchmark (lighthouse.ts): each page's runs
// reduced to a median and a worst, checked against the budgets, printed as
// the table docs/benchmarks.md shows.
import { median as medianOf } from './site.ts';

/**
 * Performance, LCP and TBT are read on the median run; main-thread work, CLS,
 * accessibility and SEO on every run (the worst is checked).
 */
export const BUDGET = {
  performance: 95,
  lcpMs: 2_000,
  tbtMs: 150,
  mainThreadMs: 2_500,
  cls: 0.02,
  accessibility: 100,
  seo: 100,
};

/** One Lighthouse run of a page. */
export interface Run {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** Main-thread work (Lighthouse's mainthread-work-breakdown): every task, parse to paint. */
  mainThreadMs: number;
  cls: number;
  jsBytes: number;
  accessibility: number;
  seo: number;
  /** The failed accessibility and SEO audits, to say why a score is short. */
  findings: string[];
  /** Lighthouse's measure of this machine's speed at the run (about 1,000 and up is a desktop). */
  benchmarkIndex: number;
  /** The machine's one-minute load average when the run started. */
  load: number;
}

/** A page in one language: its median run (by performance) and its worst values. */
export interface Row {
  page: string;
  language: string;
  median: Run;
  worst: Pick<
    Run,
    'performance' | 'tbtMs' | 'mainThreadMs' | 'cls' | 'accessibility' | 'seo' | 'benchmarkIndex'
  >;
  loads: number[];
  /** The same page without its scripts, in the same minutes: median TBT, worst main-thread work. */
  withoutScripts: { tbtMs: number; mainThreadMs: number };
}

/**
 * A page's row from its runs: the median run by performance, and the worst of
 * each figure; `references` are the runs of the same page without its scripts.
 */
export function rowOf(page: string, language: string, runs: Run[], references: Run[]): Row {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  const max = (pick: (run: Run) => number) => Math.max(...runs.map(pick));
  const min = (pick: (run: Run) => number) => Math.min(...runs.map(pick));
  return {
    withoutScripts: {
      tbtMs: medianOf(references.map((r) => r.tbtMs)),
      mainThreadMs: Math.max(...references.map((r) => r.mainThreadMs)),
    },
    page,
    language,
    median,
    worst: {
      performance: min((r) => r.performance),
      tbtMs: max((r) => r.tbtMs),
      mainThreadMs: max((r) => r.mainThreadMs),
      cls: max((r) => r.cls),
      accessibility: min((r) => r.accessibility),
      seo: min((r) => r.seo),
      benchmarkIndex: min((r) => r.benchmarkIndex),
    },
    loads: runs.map((r) => r.load),
  };
}

/** The budgets a row misses, as short phrases; empty when it keeps them all. */
export function overBudget({ median, worst }: Row): string[] {
  const misses: string[] = [];
  if (median.performance < BUDGET.performance) {
    misses.push(`median performance ${median.performance} < ${BUDGET.performance}`);
  }
  if (median.lcpMs > BUDGET.lcpMs) misses.push(`LCP ${(median.lcpMs / 1000).toFixed(2)} s > 2.0 s`);
  if (median.tbtMs > BUDGET.tbtMs) misses.push(`median TBT ${median.tbtMs.toFixed(0)} ms > 150 ms`);
  if (worst.mainThreadMs > BUDGET.mainThreadMs) {
    misses.push(`main-thread work ${(worst.mainThreadMs / 1000).toFixed(1)} s > 2.5 s in a run`);
  }
  if (worst.cls > BUDGET.cls) misses.push(`CLS ${worst.cls.toFixed(3)} > 0.02 in a run`);
  if (worst.accessibility < BUDGET.accessibility) {
    misses.push(`accessibility ${worst.accessibility} < 100 in a run`);
  }
  if (worst.seo < BUDGET.seo) misses.push(`SEO ${worst.seo} < 100 in a run`);
  return misses;
}

export function printTable(rows: Row[]): void {
  const header = [
    'page',
    'lang',
    'perf median / worst',
    'LCP s',
    'TBT ms median / worst',
    'main thread s worst',
    'CLS worst',
    'JS kB',
    'a11y',
    'SEO',
    'benchmark index',
    'load',
    'without scripts: TBT ms median, main thread s worst',
  ];
  const lines = rows.map(({ page, language, median, worst, loads, withoutScripts }) => [
    page,
    language,
    `${median.performance} / ${worst.performance}`,
    (median.lcpMs / 1000).toFixed(2),
    `${median.tbtMs.toFixed(0)} / ${worst.tbtMs.toFixed(0)}`,
    (worst.mainThreadMs / 1000).toFixed(1),
    worst.cls.toFixed(3),
    (median.jsBytes / 1024).toFixed(1),
    String(worst.accessibility),
    String(worst.seo),
    `${median.benchmarkIndex.toFixed(0)} (min ${worst.benchmarkIndex.toFixed(0)})`,
    loads.map((load) => load.toFixed(1)).join(', '),
    `${withoutScripts.tbtMs.toFixed(0)}, ${(withoutScripts.mainThreadMs / 1000).toFixed(1)}`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) =>
    `| ${cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  console.log(format(header));
  console.log(
    `| ${widths.map((w, i) => (i < 2 ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`)).join(' | ')} |`,
  );
  for (const line of lines) console.log(format(line));
}
