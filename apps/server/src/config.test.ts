import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { passwordStrength } from '@millenaire/contracts/password';
import { checkAdminPassword, ConfigError, DEMO_DONATION_BUTTON_ID, loadConfig } from './config.ts';

describe('configuration', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'millenaire-config-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('has working defaults', () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.port).toBe(8080);
    expect(first.databaseUrl).toBeUndefined();
    expect(first.publicUrl).toBe('http://localhost:8080');
    expect(first.seedDemo).toBe(true);
    // Generated and kept in the database at start (platform/secrets.ts).
    expect(first.jwtSecret).toBeUndefined();
  });

  it('refuses bad values with a message naming them', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });

  it('holds ADMIN_PASSWORD to the strength rule of every password', async () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'abc' })).toThrow(
      /ADMIN_PASSWORD: too weak/,
    );
    // The strength itself is scored at the start, by the site's own scoring.
    const score = async (password: string, userInputs: string[]) =>
      passwordStrength(password, userInputs);
    for (const weak of ['password', 'admin123', 'azerty12', 'adminadmin']) {
      const config = loadConfig({ DATA_DIR: dataDir, ADMIN_PASSWORD: weak });
      await expect(checkAdminPassword(config, score), weak).rejects.toThrow(
        /ADMIN_PASSWORD: too weak/,
      );
    }
    const config = loadConfig({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'Gauls-of-1848' });
    expect(config.adminPassword).toBe('Gauls-of-1848');
    await expect(checkAdminPassword(config, score)).resolves.toBeUndefined();
    await expect(checkAdminPassword(loadConfig({ DATA_DIR: dataDir }), score)).resolves.toBe(
      undefined,
    );
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

  it('gives the coordinators’ address, the community’s by default', () => {
    const base = { DATA_DIR: dataDir };
    expect(loadConfig(base).coordinatorsEmail).toBe('coordinators@millenaire.org');
    const own = { ...base, COORDINATORS_EMAIL: 'team@example.org' };
    expect(loadConfig(own).coordinatorsEmail).toBe('team@example.org');
    expect(() => loadConfig({ ...base, COORDINATORS_EMAIL: 'nobody' })).toThrow(
      /COORDINATORS_EMAIL/,
    );
  });

  it('shows the demo donation button on a demo site, an own button, or none', () => {
    const base = { DATA_DIR: dataDir };
    expect(loadConfig(base).donationButtonId).toBe(DEMO_DONATION_BUTTON_ID);
    expect(loadConfig({ ...base, SEED_DEMO: 'false' }).donationButtonId).toBeUndefined();
    const own = { ...base, SEED_DEMO: 'false', DONATION_BUTTON_ID: 'ABCD1234EFGH5' };
    expect(loadConfig(own).donationButtonId).toBe('ABCD1234EFGH5');
    expect(loadConfig({ ...base, DONATION_BUTTON_ID: 'off' }).donationButtonId).toBeUndefined();
    expect(() => loadConfig({ ...base, DONATION_BUTTON_ID: 'no spaces' })).toThrow(
      /DONATION_BUTTON_ID/,
    );
  });
});
