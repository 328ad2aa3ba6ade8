import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MIN_SCORE,
} from '@millenaire/contracts';

/** Why ADMIN_PASSWORD is refused: the rule of every account's password. */
const WEAK_PASSWORD = `too weak: at least ${PASSWORD_MIN_LENGTH} characters and a strength score of ${PASSWORD_MIN_SCORE} (of 4)`;

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyAsUndefined, z.url().optional());
const booleanFlag = z
  .preprocess(emptyAsUndefined, z.enum(['true', 'false', '1', '0']).optional())
  .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1'));

// From apps/server/src/config.ts, and from the compiled apps/server/dist/*.js alike.
const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/**
 * The demo's donation button, so a new site shows the homepage the spec
 * describes; a site without demo content (production) shows none until its
 * operator gives the id of its own button.
 */
export const DEMO_DONATION_BUTTON_ID = 'MILLENAIREDEMO';

function donationButton(setting: string | undefined, demo: boolean): string | undefined {
  if (setting === 'off') return undefined;
  return setting ?? (demo ? DEMO_DONATION_BUTTON_ID : undefined);
}

/** The environment variables the server reads; see the README's configuration table. */
export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
      .optional(),
  ),
  JWT_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32).optional()),
  SMTP_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  REDIS_KEY_PREFIX: z.string().max(100).default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: optionalString,
  SEED_DEMO: booleanFlag,
  TRUST_PROXY: booleanFlag,
  ANALYTICS_SCRIPT_URL: optionalUrl,
  ADS_SCRIPT_URL: optionalUrl,
  CAPTCHA_COST: z.coerce.number().int().min(1).max(1_000_000).default(15_000),
  LIBRARY_MAX_UPLOAD_MB: z.coerce.number().int().min(1).max(10_000).default(100),
  STORAGE_MIN_FREE_MB: z.coerce.number().int().min(0).max(100_000_000).default(1024),
  STORAGE_QUOTA_MB: z.coerce.number().int().min(0).max(100_000_000).default(2048),
  STORAGE_NEW_ACCOUNT_QUOTA_MB: z.coerce.number().int().min(0).max(100_000_000).default(200),
  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.preprocess(emptyAsUndefined, z.string().default('us-east-1')),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: booleanFlag,
  S3_REDIRECT_DOWNLOADS: booleanFlag,
  PAGE_RENDERS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(30),
  JOB_WORKERS: z.coerce.number().int().min(0).max(64).default(2),
  METRICS_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(16).optional()),
  WIKI_URL: z.preprocess(emptyAsUndefined, z.url().default('https://wiki.millenaire.org')),
  FORUM_URL: z.preprocess(emptyAsUndefined, z.url().default('https://forum.millenaire.org')),
  CHAT_URL: z.preprocess(emptyAsUndefined, z.url().default('https://discord.gg/millenaire')),
  MODHOSTING_URL: z.preprocess(
    emptyAsUndefined,
    z.url().default('https://www.curseforge.com/minecraft/mc-mods/millenaire'),
  ),
  COORDINATORS_EMAIL: z.preprocess(
    emptyAsUndefined,
    z.email().max(254).default('coordinators@millenaire.org'),
  ),
  DONATION_BUTTON_ID: z.preprocess(
    emptyAsUndefined,
    z.union([z.literal('off'), z.string().regex(/^[A-Za-z0-9]{4,40}$/)]).optional(),
  ),
  // Its strength is scored at the start (checkAdminPassword), where every password is.
  ADMIN_PASSWORD: z.preprocess(
    emptyAsUndefined,
    z.string().min(PASSWORD_MIN_LENGTH, WEAK_PASSWORD).max(PASSWORD_MAX_LENGTH).optional(),
  ),
});

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  /** A postgres URL, or undefined for the embedded SQLite file in dataDir. */
  databaseUrl: string | undefined;
  /** JWT_SECRET; when unset the site generates one and keeps it in the database. */
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  redisUrl: string | undefined;
  /** REDIS_KEY_PREFIX: the start of every key this site keeps in Redis (sites sharing one Redis). */
  redisKeyPrefix: string;
  logLevel: string;
  webDistDir: string;
  seedDemo: boolean;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For. */
  trustProxy: boolean;
  analyticsScriptUrl: string | undefined;
  adsScriptUrl: string | undefined;
  /** PBKDF2 iterations per captcha attempt: about a second of work in a browser. */
  captchaCost: number;
  /** Largest library archive accepted, in megabytes. */
  libraryMaxUploadMb: number;
  /**
   * Uploads are refused (507 STORAGE_FULL) when the data folder's disk would
   * keep less free than this, in megabytes.
   */
  storageMinFreeMb: number;
  /** What one account's uploads may take in all, in megabytes (administrators: no limit). */
  storageQuotaMb: number;
  /** The same for an account younger than a week. */
  storageNewAccountQuotaMb: number;
  /**
   * The S3-compatible bucket every stored file goes to (S3_* settings), or
   * undefined for DATA_DIR's folders.
   */
  bucket: BucketConfig | undefined;
  /**
   * Pages one client address may have rendered anew (not from the cache) per
   * minute, counted across processes; past it, 429 until the minute ends.
   */
  pageRendersPerMinute: number;
  /**
   * Background jobs (mails, notifications) this process runs at once; 0 runs
   * none here (another process of the same database does them).
   */
  jobWorkers: number;
  /** Lets a scraper on another machine read /metrics (`Authorization: Bearer <token>`). */
  metricsToken: string | undefined;
  /** Password of the first admin account; generated and logged once when unset. */
  adminPassword: string | undefined;
  /** The community sites and the donation button, given to the page (PageConfig). */
  links: { wiki: string; forum: string; chat: string; modhosting: string };
  donationButtonId: string | undefined;
  /** Where members write to the coordinators (a bonus house, being confirmed), given to the page. */
  coordinatorsEmail: string;
}

export class ConfigError extends Error {}

/**
 * Holds ADMIN_PASSWORD to the strength rule of every account's password,
 * counting the login 'admin' against it; `score` is the site's own scoring
 * (the CPU pool's threads), so the process holds no word list of its own.
 */
export async function checkAdminPassword(
  config: Config,
  score: (password: string, userInputs: string[]) => Promise<{ acceptable: boolean }>,
): Promise<void> {
  if (config.adminPassword === undefined) return;
  if (!(await score(config.adminPassword, ['admin'])).acceptable) {
    throw new ConfigError(`Invalid configuration:\n  ADMIN_PASSWORD: ${WEAK_PASSWORD}`);
  }
}

/** Where the bucket is and how to reach it (the S3_* settings). */
export interface BucketConfig {
  name: string;
  /** Of a service other than AWS (MinIO, Garage, a provider's); AWS's own when unset. */
  endpoint: string | undefined;
  region: string;
  /** Both or neither: without them the SDK's usual sources (environment, instance role). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Addresses as endpoint/bucket/key rather than bucket.endpoint/key. */
  forcePathStyle: boolean;
  /** Archives are answered by a redirect to a short-lived signed address of the bucket. */
  redirectDownloads: boolean;
}

/** Reads and checks the environment; a bad value stops the start with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const seedDemo = e.SEED_DEMO ?? true;
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    smtpUrl: e.SMTP_URL,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? defaultWebDist),
    seedDemo,
    trustProxy: e.TRUST_PROXY ?? false,
    analyticsScriptUrl: e.ANALYTICS_SCRIPT_URL,
    adsScriptUrl: e.ADS_SCRIPT_URL,
    adminPassword: e.ADMIN_PASSWORD,
    captchaCost: e.CAPTCHA_COST,
    libraryMaxUploadMb: e.LIBRARY_MAX_UPLOAD_MB,
    storageMinFreeMb: e.STORAGE_MIN_FREE_MB,
    storageQuotaMb: e.STORAGE_QUOTA_MB,
    storageNewAccountQuotaMb: e.STORAGE_NEW_ACCOUNT_QUOTA_MB,
    bucket: e.S3_BUCKET
      ? {
          name: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
          redirectDownloads: e.S3_REDIRECT_DOWNLOADS ?? false,
        }
      : undefined,
    pageRendersPerMinute: e.PAGE_RENDERS_PER_MINUTE,
    jobWorkers: e.JOB_WORKERS,
    metricsToken: e.METRICS_TOKEN,
    links: { wiki: e.WIKI_URL, forum: e.FORUM_URL, chat: e.CHAT_URL, modhosting: e.MODHOSTING_URL },
    donationButtonId: donationButton(e.DONATION_BUTTON_ID, seedDemo),
    coordinatorsEmail: e.COORDINATORS_EMAIL,
  };
}
