import { spawn } from 'node:child_process';
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

/**
 * Starts a site process (`node <args>`); its JSON log lines are collected as
 * they come. `logged` waits for the first line that matches.
 */
export function startProcess(args: string[], env: Record<string, string>) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  const child = spawn(process.execPath, args, {
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: LogLine[] = [];
  let output = '';
  let partial = '';
  child.stdout.on('data', (data: Buffer) => {
    output += data.toString();
    const parts = (partial + data.toString()).split('\n');
    partial = parts.pop() ?? '';
    for (const part of parts) lines.push(JSON.parse(part) as LogLine);
  });
  child.stderr.on('data', (data: Buffer) => (output += data.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  /** The first log line that matches, once it is written. */
  const logged = async (match: (line: LogLine) => boolean, tries = 300): Promise<LogLine> => {
    for (let i = 0; i < tries; i++) {
      const line = lines.find(match);
      if (line) return line;
      if (child.exitCode !== null) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`never logged; output:\n${output}`);
  };
  return { child, exited, logged, lines, output: () => output };
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
