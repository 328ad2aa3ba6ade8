import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Kysely, Migration } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { FeedSource } from './feeds.ts';
import type { ModerationPart } from './moderation.ts';
import type { ReportSource } from './reports.ts';
import type { Seed } from '../platform/seeds.ts';
import type { SiteSearchSource } from './site-search.ts';
import type { SitemapSource } from './sitemap.ts';
import type { PageChecks } from '../platform/pages/page-checks.ts';
import type { StoredFileSource } from '../platform/storage/sweep.ts';
import type { FollowSource } from '../platform/cache/writes.ts';

/**
 * An `npm run import -- <kind> <folder>` command of an area: it gets the
 * arguments after the kind and a database already brought up to date, and
 * answers the process's exit code.
 */
export type Importer = (args: string[], db: Kysely<Database>, config: Config) => Promise<number>;

/**
 * What an area contributes to a running site, made from its deps: the
 * plugin that registers its routes (each at its endpoint's whole path, so
 * it is registered at the root) and what it offers the site's shared parts.
 */
export interface AreaParts {
  plugin: FastifyPluginAsync;
  /** How its pages that name data (one of the contracts' PAGES) answer 404 for what is unknown. */
  pages?: PageChecks;
  /** Its Atom feeds, at /feeds/<name>.atom. */
  feeds?: FeedSource[];
  /** Its hits in the header's search (GET /api/search). */
  search?: SiteSearchSource[];
  /** What members follow or are told about (platform/cache/writes.ts). */
  follows?: FollowSource[];
  /** What members report and administrators act on (extensions/reports.ts). */
  reports?: ReportSource[];
  /** What an administrator's rollback of one account undoes in this area. */
  moderation?: ModerationPart;
}

/**
 * One area of the site, as its public API (`areas/<name>/index.ts`) hands it
 * to the app: the migrations of the tables it owns, its seeds, the import
 * commands it offers, the public pages it lists in the sitemap, the files its
 * records name, and `setup`, which makes its deps from the app's
 * infrastructure once and declares from them everything else it serves. The
 * app's list of areas is the only place that names them all.
 */
export interface Area {
  name: string;
  migrations: Record<string, Migration>;
  seeds: Seed[];
  /** Loaded only when the command is run. */
  importers?: Record<string, () => Promise<Importer>>;
  /** Its public pages, for /sitemap.xml (one file or more per source). */
  sitemap?: SitemapSource[];
  /**
   * The files its records name in the upload folders. Required of an area
   * that stores files there: at start the site removes the old ones no
   * area's record names (platform/storage/sweep.ts, `sweepUnreferenced`).
   */
  storedFiles?: StoredFileSource[];
  setup(app: FastifyInstance): AreaParts;
}
