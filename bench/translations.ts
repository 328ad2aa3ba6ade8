// Translation centre: import of a whole languages folder (files/s), the save
// of a 1,500-key file (budget 50 ms) and the translation memory's
// suggestions for a 1,458-element file at the full corpus (budget 200 ms).
// Each measure runs inside the server's code (translation-save.ts,
// translation-memory.ts), in a process of its own; this answers whether they
// stayed within their budgets.
import { runBenchmark } from './site.ts';

export async function translationCentreBenchmark(): Promise<boolean> {
  const saves = await runBenchmark('bench/translation-save.ts');
  const memory = await runBenchmark('bench/translation-memory.ts');
  return saves && memory;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = (await translationCentreBenchmark()) ? 0 : 1;
}
