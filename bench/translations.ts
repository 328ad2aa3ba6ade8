// Translation centre: import of a whole languages folder (files/s) and the
// save of a 1,500-key file (budget 50 ms). The measure runs inside the
// server's code (apps/server/src/areas/translations/benchmark.ts), in a
// process of its own; this answers whether it stayed within its budget.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export function translationCentreBenchmark(): Promise<boolean> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/areas/translations/benchmark.ts'],
    { cwd: root, stdio: 'inherit' },
  );
  return new Promise((resolve) => child.on('exit', (code) => resolve(code === 0)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = (await translationCentreBenchmark()) ? 0 : 1;
}
