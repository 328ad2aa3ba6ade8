import type { FastifyPluginAsync } from 'fastify';
import type { Kysely, Migration } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { ModerationPart } from './moderation.ts';
import type { Seed } from './seeds.ts';
import type { SitemapSource } from './sitemap.ts';
import type { StoredFileSource } from './storage-sweep.ts';

/**
 * An `npm run import -- <kind> <folder>` command of an area: it gets the
 * arguments after the kind and a database already brought up to date, and
 * answers the process's exit code.
 */
export type Importer = (args: string[], db: Kysely<Database>, config: Config) => Promise<number>;

/**
 * One area of the site, as its public API (`areas/<name>/index.ts`) hands it to the
 * app: the plugin that registers its routes (at the root; the area names its
 * own paths), the migrations of the tables it owns, its seeds, the import
 * commands it offers, the public pages it lists in the sitemap, and the files
 * its records name. The app's list of areas is the only place that names them
 * all.
 */
export interface Area {
  name: string;
  plugin: FastifyPluginAsync;
  migrations: Record<string, Migration>;
  seeds: Seed[];
  /** Loaded only when the command is run. */
  importers?: Record<string, () => Promise<Importer>>;
  /** Its public pages, for /sitemap.xml (one file or more per source). */
  sitemap?: SitemapSource[];
  /** What an administrator's rollback of one account undoes in this area. */
  moderation?: ModerationPart;
  /**
   * The files its records name in the upload folders. Required of an area
   * that stores files there: at start the site removes the old ones no
   * area's record names (infra/storage-sweep.ts, `sweepUnreferenced`).
   */
  storedFiles?: StoredFileSource[];
}
