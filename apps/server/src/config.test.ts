import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'millenaire-config-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('has working defaults and keeps a generated secret across starts', () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.port).toBe(8080);
    expect(first.databaseUrl).toBeUndefined();
    expect(first.publicUrl).toBe('http://localhost:8080');
    expect(first.seedDemo).toBe(true);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dataDir, 'secret'), 'utf8').trim()).toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first.jwtSecret);
  });

  it('refuses bad values with a message naming them', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });

  it('reads flags and URLs', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      PORT: '9090',
      SEED_DEMO: 'false',
      PUBLIC_URL: 'https://millenaire.example.org/',
      DATABASE_URL: 'postgres://u@db:5432/site',
    });
    expect(config.port).toBe(9090);
    expect(config.seedDemo).toBe(false);
    expect(config.publicUrl).toBe('https://millenaire.example.org');
    expect(config.databaseUrl).toBe('postgres://u@db:5432/site');
  });
});
