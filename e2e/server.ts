import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The site under test: a free port and an empty DATA_DIR, chosen once by the
 * main test process and handed to its workers through the environment.
 */
export function testServer(): { port: number; dataDir: string } {
  if (!process.env.E2E_PORT) {
    const script =
      "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
    process.env.E2E_PORT = execFileSync(process.execPath, ['-e', script]).toString().trim();
    process.env.E2E_DATA_DIR = mkdtempSync(path.join(tmpdir(), 'millenaire-e2e-'));
  }
  return { port: Number(process.env.E2E_PORT), dataDir: process.env.E2E_DATA_DIR as string };
}

/** Debian's Chromium, headless, with no network chatter of its own. */
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** The first admin's password on the site under test. */
export const ADMIN_PASSWORD = 'e2e-admin-Gauls-1848';
