import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

/**
 * The server tests' global setup: marks every process the run starts (the
 * mark is in the environment, which children inherit), and at the end fails
 * the run if one of them is still alive, after ending it (Linux only: it
 * reads /proc), and removes the compiled servers the run's workers made
 * (test/processes.ts names their folders for the run).
 */
const MARK = 'MILLENAIRE_TEST_RUN';

/** apps/server, where test/processes.ts compiles the server. */
const SERVER_ROOT = path.resolve(import.meta.dirname, '../..');

function removeCompiledServers(mark: string): void {
  for (const entry of readdirSync(SERVER_ROOT)) {
    if (entry.startsWith(`dist-test-${mark}-`)) {
      rmSync(path.join(SERVER_ROOT, entry), { recursive: true, force: true });
    }
  }
}

function processesMarked(mark: string): { pid: number; command: string }[] {
  const found: { pid: number; command: string }[] = [];
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return found;
  }
  for (const entry of entries) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    try {
      const environ = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
      if (!environ.includes(`${MARK}=${mark}`)) continue;
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // The test workers themselves are this process's children; what they started is not.
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === process.pid) continue;
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
      found.push({ pid, command });
    } catch {
      // Gone meanwhile, or not ours to read.
    }
  }
  return found;
}

export default function setup(): () => void {
  const mark = `${process.pid}-${randomBytes(4).toString('hex')}`;
  process.env[MARK] = mark;
  return () => {
    const left = processesMarked(mark);
    for (const { pid } of left) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    removeCompiledServers(mark);
    if (left.length > 0) {
      // The error is reported but does not change the run's exit code: this does.
      process.exitCode = 1;
      const list = left.map(({ pid, command }) => `  ${pid} ${command}`).join('\n');
      throw new Error(`processes started by the tests were still running (now ended):\n${list}`);
    }
  };
}
