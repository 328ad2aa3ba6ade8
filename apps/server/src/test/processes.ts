import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { bundleServer, SERVER_ROOT } from '../../build/bundle.ts';
import { wakeups } from './wakeups.ts';
import { connect, createServer } from 'node:net';

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

export interface LogLine {
  msg?: string;
  /** The access log's line of a request. */
  url?: string;
  startupMs?: number;
  reqId?: string;
  req?: { url?: string; host?: string; remoteAddress?: string };
}

let compiled: Promise<string> | undefined;

/**
 * The folder of the server compiled as `npm start` runs it, built once per
 * test process (under a second) beside src/, where the compiled code looks
 * for what it finds by path, and removed when the process ends. A start of
 * the compiled server costs a fraction of one through tsx, which compiles
 * every source file first.
 */
export function compiledServer(): Promise<string> {
  compiled ??= (async () => {
    // Named for the run (test/leftovers.ts removes the run's at its end: a
    // worker the runner ends may never see its own exit).
    const run = process.env.MILLENAIRE_TEST_RUN ?? 'alone';
    const outDir = mkdtempSync(path.join(SERVER_ROOT, `dist-test-${run}-`));
    process.once('exit', () => rmSync(outDir, { recursive: true, force: true }));
    await bundleServer(outDir);
    return outDir;
  })();
  return compiled;
}

/** Starts the compiled server with plain node: nothing teaches it TypeScript. */
export async function startServer(env: Record<string, string>) {
  const outDir = await compiledServer();
  return startProcess([path.join(outDir, 'server.js')], { ...env, NODE_OPTIONS: '' });
}

/**
 * How long a wait for a process may take before it counts as hung: far above
 * a start on a machine whose every core is taken (tens of seconds), so a
 * failure says "never", not "slow".
 */
export const HUNG_MS = 180_000;

/** The time limit of a test that starts site processes: a few starts, each within HUNG_MS. */
export const PROCESS_TEST_MS = 600_000;

/**
 * Starts a site process (`node <args>`); its JSON log lines are collected as
 * they come. `logged` waits for the first line that matches. The process is
 * ended when the test file is done (see `stopStartedProcesses`), whether its
 * tests passed or not.
 */
export function startProcess(args: string[], env: Record<string, string>) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  const child = spawn(process.execPath, args, {
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  const lines: LogLine[] = [];
  let output = '';
  let partial = '';
  const told = wakeups();
  const heard = told.wake;
  child.stdout.on('data', (data: Buffer) => {
    output += data.toString();
    const parts = (partial + data.toString()).split('\n');
    partial = parts.pop() ?? '';
    for (const part of parts) {
      // A line that is not the log's JSON (a crash's stack) stays in `output`.
      try {
        lines.push(JSON.parse(part) as LogLine);
      } catch {
        continue;
      }
    }
    heard();
  });
  child.stderr.on('data', (data: Buffer) => (output += data.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      started.delete(child);
      heard();
      resolve(code);
    }),
  );
  /** The first log line that matches, once it is written; `what` names it in a failure. */
  const logged = async (match: (line: LogLine) => boolean, what = 'the line'): Promise<LogLine> => {
    const deadline = Date.now() + HUNG_MS;
    for (;;) {
      const line = lines.find(match);
      if (line) return line;
      const left = deadline - Date.now();
      if (child.exitCode !== null || child.signalCode !== null || left <= 0) {
        const why = left <= 0 ? `in ${HUNG_MS / 1000} s` : 'before the process exited';
        throw new Error(`never logged ${what} ${why}; output:\n${output}`);
      }
      await told.next(left);
    }
  };
  return { child, exited, logged, lines, output: () => output };
}

const started = new Set<ChildProcess>();

/**
 * Ends every process this module started that is still running (SIGKILL:
 * a test that wanted a clean stop has already asked for it and waited).
 * Called after each test file by the server tests' setup file.
 */
export async function stopStartedProcesses(): Promise<void> {
  const running = [...started];
  await Promise.all(
    running.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
  started.clear();
}

/**
 * A POST whose body stops after `sentBytes` until `finish` sends the rest: an
 * upload still arriving. `done` resolves with the raw answer once the
 * connection closes (empty when the process died first).
 */
export function partialPost(
  port: number,
  url: string,
  headers: Record<string, string>,
  body: Buffer,
  sentBytes: number,
) {
  const socket = connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (data: Buffer) => (answer += data.toString()));
  // A process killed under it resets the connection: that is an empty answer.
  socket.on('error', () => {});
  const done = new Promise<string>((resolve) => socket.on('close', () => resolve(answer)));
  const head = [
    `POST ${url} HTTP/1.1`,
    'host: 127.0.0.1',
    `content-length: ${body.length}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ].join('\r\n');
  socket.write(`${head}\r\n\r\n`);
  socket.write(body.subarray(0, sentBytes));
  return { done, finish: () => socket.write(body.subarray(sentBytes)) };
}
