import { sql, type Insertable, type Kysely } from 'kysely';
import type { SiteLanguage } from '@millenaire/contracts';
import { chunks } from '../../db/chunks.ts';
import type { Database } from '../../db/database.ts';
import type { AdvancementsTable, InstallationsTable, PlayerAdvancementsTable } from './table.ts';

type Db = Kysely<Database>;

/** The latest ping per installation replaces the earlier one. */
export async function upsertInstallations(db: Db, rows: InstallationsTable[]): Promise<void> {
  for (const part of chunks(rows)) {
    await db
      .insertInto('installations')
      .values(part)
      .onConflict((oc) =>
        oc.column('uid').doUpdateSet((eb) => ({
          version: eb.ref('excluded.version'),
          mode: eb.ref('excluded.mode'),
          lang: eb.ref('excluded.lang'),
          backuplang: eb.ref('excluded.backuplang'),
          nbplayers: eb.ref('excluded.nbplayers'),
          os: eb.ref('excluded.os'),
          totalexp: eb.ref('excluded.totalexp'),
          survival: eb.ref('excluded.survival'),
          creative: eb.ref('excluded.creative'),
          login: eb.ref('excluded.login'),
          last_ping: eb.ref('excluded.last_ping'),
        })),
      )
      .execute();
  }
}

/**
 * Rows in turns, so that one statement never names a key twice (PostgreSQL
 * refuses an upsert that would change a row twice): the first row of each key
 * in the first turn, the second in the next, and so on.
 */
function turns<T>(rows: T[], key: (row: T) => string): T[][] {
  const out: T[][] = [];
  const seen = new Map<string, number>();
  for (const row of rows) {
    const turn = seen.get(key(row)) ?? 0;
    seen.set(key(row), turn + 1);
    (out[turn] ??= []).push(row);
  }
  return out;
}

/**
 * A player's statistics, created by the first ping naming the login and then
 * changed only by pings of the installation that owns them (`owner_uid`); a
 * record without an owner is claimed by the next ping. Checked in the
 * statement itself, so pings racing each other cannot slip past it: of two
 * installations naming one new login in the same batch, the first wins.
 */
export async function upsertPlayers(db: Db, rows: PlayerAdvancementsTable[]): Promise<void> {
  for (const turn of turns(rows, (row) => row.login_key)) {
    for (const part of chunks(turn)) {
      await db
        .insertInto('player_advancements')
        .values(part)
        .onConflict((oc) =>
          oc
            .column('login_key')
            .doUpdateSet((eb) => ({
              login: eb.ref('excluded.login'),
              survival: eb.ref('excluded.survival'),
              creative: eb.ref('excluded.creative'),
              updated_at: eb.ref('excluded.updated_at'),
              owner_uid: eb.ref('excluded.owner_uid'),
            }))
            .where((eb) =>
              eb.or([
                eb('player_advancements.owner_uid', '=', eb.ref('excluded.owner_uid')),
                eb('player_advancements.owner_uid', 'is', null),
              ]),
            ),
        )
        .execute();
    }
  }
}

/** Which of these installations have pinged before. */
export async function findKnownUids(db: Db, uids: string[]): Promise<Set<string>> {
  const known = new Set<string>();
  for (const part of chunks(uids)) {
    const rows = await db
      .selectFrom('installations')
      .select('uid')
      .where('uid', 'in', part)
      .execute();
    for (const row of rows) known.add(row.uid);
  }
  return known;
}

/** The players among these logins (lower-cased), with the installation that owns each. */
export async function findPlayerOwners(
  db: Db,
  loginKeys: string[],
): Promise<Map<string, string | null>> {
  const owners = new Map<string, string | null>();
  for (const part of chunks(loginKeys)) {
    const rows = await db
      .selectFrom('player_advancements')
      .select(['login_key', 'owner_uid'])
      .where('login_key', 'in', part)
      .execute();
    for (const row of rows) owners.set(row.login_key, row.owner_uid);
  }
  return owners;
}

/** Adds to a counter (pings refused), creating it on first use. */
export async function addToCounter(db: Db, name: string, count: number, now: string) {
  await db
    .insertInto('ping_counters')
    .values({ name, count, updated_at: now })
    .onConflict((oc) =>
      oc.column('name').doUpdateSet((eb) => ({
        count: eb('ping_counters.count', '+', count),
        updated_at: now,
      })),
    )
    .execute();
}

export async function setCounter(db: Db, name: string, count: number, now: string) {
  await db
    .insertInto('ping_counters')
    .values({ name, count, updated_at: now })
    .onConflict((oc) => oc.column('name').doUpdateSet({ count, updated_at: now }))
    .execute();
}

export function findCounter(db: Db, name: string) {
  return db.selectFrom('ping_counters').selectAll().where('name', '=', name).executeTakeFirst();
}

/** Every installation's lists, a page at a time (keyset on uid). */
export function listInstallationLists(db: Db, after: string | null, limit: number) {
  let query = db.selectFrom('installations').select(['uid', 'survival', 'creative']);
  if (after !== null) query = query.where('uid', '>', after);
  return query.orderBy('uid').limit(limit).execute();
}

export async function countInstallations(db: Db): Promise<number> {
  const row = await db
    .selectFrom('installations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function writeCounts(
  db: Db,
  counts: Map<string, { survival: number; all: number }>,
): Promise<void> {
  for (const [key, { survival, all }] of counts) {
    await db
      .updateTable('advancements')
      .set({ done_survival: survival, done_all: all })
      .where('key', '=', key)
      .execute();
  }
}

export function listAdvancements(db: Db, language: SiteLanguage) {
  return db
    .selectFrom('advancements')
    .select([
      'key',
      'version',
      `title_${language} as title`,
      `description_${language} as description`,
      'done_survival',
      'done_all',
    ])
    .orderBy('pos')
    .execute();
}

export function findPlayer(db: Db, login: string) {
  return db
    .selectFrom('player_advancements')
    .selectAll()
    .where('login_key', '=', login.toLowerCase())
    .executeTakeFirst();
}

/** Installations grouped by one column, most first. */
export function countBy(db: Db, column: 'version' | 'lang' | 'mode') {
  return db
    .selectFrom('installations')
    .select([`${column} as key`, (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy(column)
    .orderBy(sql`count(*)`, 'desc')
    .orderBy(column)
    .limit(50)
    .execute();
}

export function lastPing(db: Db) {
  return db
    .selectFrom('installations')
    .select((eb) => eb.fn.max('last_ping').as('last'))
    .executeTakeFirst();
}

export type NewAdvancement = Omit<Insertable<AdvancementsTable>, 'done_survival' | 'done_all'>;

export async function insertAdvancements(db: Db, rows: NewAdvancement[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('advancements').values(rows).execute();
}
