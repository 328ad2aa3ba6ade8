// Translation centre: import of a whole languages folder (files/s) and the
// save of a 1,500-key file (budget 50 ms). The measure runs inside the
// server's code (translation-save.ts), in a
// process of its own; this answers whether it stayed within its budget.
import { runBenchmark } from './site.ts';

export function translationCentreBenchmark(): Promise<boolean> {
  return runBenchmark('bench/translation-save.ts');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = (await translationCentreBenchmark()) ? 0 : 1;
}
