import { spawnSync } from 'node:child_process';
import { mkdtempSync, openSync, closeSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const folder = mkdtempSync(path.join(tmpdir(), 'site-log-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const LINES = 20_000;
const TEXT = 'Millénaire: « le village » ✓ 🏰';

describe('the log on standard output', () => {
  it('writes every line whole, in order and in UTF-8, even when the process exits at once', () => {
    // A process logging faster than the file takes it, then exiting with
    // its lines still waiting: they are written as it exits.
    const logging = fileURLToPath(new URL('./logging.ts', import.meta.url));
    const pinoUrl = pathToFileURL(createRequire(import.meta.url).resolve('pino')).href;
    const script = path.join(folder, 'writer.ts');
    writeFileSync(
      script,
      [
        `import { pino } from ${JSON.stringify(pinoUrl)};`,
        `import { standardOutputLog } from ${JSON.stringify(logging)};`,
        `const log = pino({ level: 'info' }, standardOutputLog());`,
        `for (let i = 0; i < ${LINES}; i++) log.info({ i, text: ${JSON.stringify(TEXT)} }, 'line');`,
        `process.exit(0);`,
      ].join('\n'),
    );
    const file = path.join(folder, 'site.log');
    const out = openSync(file, 'w');
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', script], {
        cwd: path.dirname(logging),
        stdio: ['ignore', out, 'pipe'],
        encoding: 'utf8',
      });
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
    } finally {
      closeSync(out);
    }
    const lines = readFileSync(file, 'utf8').split('\n');
    expect(lines.pop()).toBe('');
    expect(lines).toHaveLength(LINES);
    lines.forEach((line, i) => {
      const entry = JSON.parse(line) as { i: number; text: string; msg: string };
      expect(entry).toMatchObject({ i, text: TEXT, msg: 'line' });
    });
  });
});
