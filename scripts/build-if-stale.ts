// Run by `npm start` before the server: builds the web app and the compiled
// server only when one of their sources is newer than the build, so a start
// after a fresh clone or a change builds, and any other start does not.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_ENTRIES } from '../apps/server/build/bundle.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface Build {
  /** The workspace whose `build` script makes it. */
  workspace: string;
  /** The files the build writes, relative to the repository. */
  outputs: string[];
  /** The files and folders it is made from, relative to the repository. */
  sources: string[];
}

/** What every build is also made from: the shared packages and the installed dependencies. */
const SHARED_SOURCES = ['packages/contracts', 'packages/modfiles', 'package-lock.json'];

export const BUILDS: Build[] = [
  {
    workspace: 'apps/web',
    outputs: ['apps/web/dist/index.html', 'apps/web/dist/.ssr/entry-server.js'],
    sources: ['apps/web', ...SHARED_SOURCES],
  },
  {
    workspace: 'apps/server',
    outputs: Object.keys(SERVER_ENTRIES).map((name) => `apps/server/dist/${name}.js`),
    sources: ['apps/server', ...SHARED_SOURCES],
  },
];

/** Folders that are no build's source: builds, installed packages, data, temporary folders. */
function skipped(name: string): boolean {
  return (
    name === 'node_modules' || name === 'data' || name.startsWith('dist') || name.startsWith('.')
  );
}

/** The newest modification time (ms) under a file or folder; tests are not sources. */
export function newestSource(file: string): number {
  const stat = statSync(file);
  if (!stat.isDirectory()) return /\.test\.[jt]sx?$/.test(file) ? 0 : stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(file, { withFileTypes: true })) {
    if (entry.isDirectory() && skipped(entry.name)) continue;
    newest = Math.max(newest, newestSource(path.join(file, entry.name)));
  }
  return newest;
}

/** Whether a build is missing or older than one of its sources. */
export function isStale(build: Build, root: string = ROOT): boolean {
  const outputs = build.outputs.map((file) => path.join(root, file));
  if (!outputs.every((file) => existsSync(file))) return true;
  const built = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  const changed = Math.max(
    ...build.sources
      .map((source) => path.join(root, source))
      .filter((source) => existsSync(source))
      .map(newestSource),
  );
  return changed > built;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const build of BUILDS) {
    if (!isStale(build)) continue;
    console.warn(`${build.workspace}: sources changed since the last build, building`);
    const run = spawnSync('npm', ['run', 'build', '-w', build.workspace], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    if (run.status !== 0) process.exit(run.status ?? 1);
  }
}
