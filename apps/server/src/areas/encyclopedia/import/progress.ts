import type { TravelBookProblem } from '@millenaire/modfiles';
import type { ImportReporter } from './importer.ts';

const WIDTH = 30;

/**
 * The import's report on a stream: on a terminal a bar redrawn in place,
 * elsewhere (a log, CI) only the closing line of each step.
 */
export function streamReporter(out: NodeJS.WriteStream): ImportReporter {
  let label = '';
  let total = 0;
  let done = 0;
  let drawn = false;
  const draw = () => {
    if (!out.isTTY) return;
    const share = total === 0 ? 1 : done / total;
    const filled = Math.round(share * WIDTH);
    const bar = `${'#'.repeat(filled)}${'.'.repeat(WIDTH - filled)}`;
    out.write(
      `\r[${bar}] ${String(Math.round(share * 100)).padStart(3)}% ${done}/${total} ${label}`,
    );
    drawn = true;
  };
  const endLine = () => {
    if (drawn) out.write('\r\x1b[K');
    drawn = false;
  };
  return {
    start(name, count) {
      label = name;
      total = count;
      done = 0;
      draw();
    },
    advance(count) {
      done += count;
      draw();
    },
    finish(message) {
      endLine();
      out.write(`${message}\n`);
    },
    problem(file: string, problem: TravelBookProblem) {
      endLine();
      out.write(`${file}:${problem.line}: ${problem.message}\n`);
    },
  };
}
