import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import * as repo from '../repository.ts';
import type { InstallationsTable, PlayerAdvancementsTable } from '../table.ts';

/** What the site knows of a ping's installation and login when its batch is written. */
export interface PingIdentity {
  /** The uid has pinged before. */
  knownInstallation: boolean;
  /** The login has statistics, owned by this installation (null: by none yet); null when it has none. */
  player: { owner: string | null } | null;
}

/**
 * Decides whether a ping may be stored, given what the site knows of it:
 * resolves to what refuses it (the limit it went over), or null to store it.
 */
export type Admit<R> = (identity: PingIdentity) => Promise<R | null>;

interface Entry<R> {
  installation: InstallationsTable;
  player: PlayerAdvancementsTable | null;
  admit: Admit<R>;
  resolve: (refusal: R | null) => void;
  reject: (err: unknown) => void;
}

interface Waiter {
  resolve: () => void;
  reject: (err: unknown) => void;
}

const unique = (values: string[]) => [...new Set(values)];

/**
 * Group commit for the mod's pings: thousands of installations ping at once
 * after a release, and one write transaction each would cap what the database
 * takes. Pings wait here a few milliseconds; then, for all of them at once,
 * two primary-key reads tell which installations and logins the site already
 * knows, each ping is admitted or refused on that (its limits of new ones),
 * and one transaction writes the admitted ones (the latest ping of each
 * installation wins). Every request waiting on the batch is then answered. A
 * ping is answered only once it is stored: none that was answered is lost.
 */
export class PingBuffer<R> {
  private entries: Entry<R>[] = [];
  private rejected: Waiter[] = [];
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Kysely<Database>,
    /** Told after each stored batch: how many pings it kept and how many it counted as refused. */
    private readonly onWritten: (stored: number, refused: number) => void,
    private readonly delayMs = 15,
    private readonly maxBatch = 2000,
  ) {}

  /**
   * Stores a ping if `admit` lets it in; resolves once it is stored (null) or
   * refused (what `admit` refused it with).
   */
  add(
    installation: InstallationsTable,
    player: PlayerAdvancementsTable | null,
    admit: Admit<R>,
  ): Promise<R | null> {
    const done = new Promise<R | null>((resolve, reject) =>
      this.entries.push({ installation, player, admit, resolve, reject }),
    );
    this.schedule();
    return done;
  }

  /** Counts a refused (malformed or forged) ping; stored with the next batch. */
  reject(): Promise<void> {
    const done = new Promise<void>((resolve, reject) => this.rejected.push({ resolve, reject }));
    this.schedule();
    return done;
  }

  /** Writes whatever waits, and resolves when everything added before is stored. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = { entries: this.entries, rejected: this.rejected };
    this.entries = [];
    this.rejected = [];
    this.running = this.running.then(() => this.write(batch));
    return this.running;
  }

  private schedule(): void {
    if (this.entries.length + this.rejected.length >= this.maxBatch) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.delayMs);
  }

  private async write(batch: { entries: Entry<R>[]; rejected: Waiter[] }): Promise<void> {
    const { entries, rejected } = batch;
    if (entries.length === 0 && rejected.length === 0) return;
    let verdicts: (R | null)[] = [];
    try {
      verdicts = await this.admit(entries);
      const admitted = entries.filter((_, i) => verdicts[i] === null);
      // The latest ping of an installation wins; a player's rows keep their
      // order, so the first installation to name a new login takes it.
      const installations = new Map(admitted.map((e) => [e.installation.uid, e.installation]));
      const players = new Map<string, PlayerAdvancementsTable>();
      for (const { player } of admitted) {
        if (player) players.set(`${player.login_key}\n${player.owner_uid ?? ''}`, player);
      }
      await this.db.transaction().execute(async (trx) => {
        await repo.upsertInstallations(trx, [...installations.values()]);
        await repo.upsertPlayers(trx, [...players.values()]);
        if (rejected.length > 0) {
          await repo.addToCounter(trx, 'rejected', rejected.length, new Date().toISOString());
        }
      });
    } catch (err) {
      for (const waiter of [...entries, ...rejected]) waiter.reject(err);
      return;
    }
    entries.forEach((entry, i) => entry.resolve(verdicts[i] ?? null));
    for (const waiter of rejected) waiter.resolve();
    this.onWritten(verdicts.filter((v) => v === null).length, rejected.length);
  }

  /** Each ping's verdict, from what the database knows of the batch's uids and logins. */
  private async admit(entries: Entry<R>[]): Promise<(R | null)[]> {
    if (entries.length === 0) return [];
    const logins = entries.flatMap((e) => (e.player ? [e.player.login_key] : []));
    const [known, owners] = await Promise.all([
      repo.findKnownUids(this.db, unique(entries.map((e) => e.installation.uid))),
      repo.findPlayerOwners(this.db, unique(logins)),
    ]);
    return Promise.all(
      entries.map(({ installation, player, admit }) => {
        const owned = player !== null && owners.has(player.login_key);
        return admit({
          knownInstallation: known.has(installation.uid),
          player: owned ? { owner: owners.get(player.login_key) ?? null } : null,
        });
      }),
    );
  }
}
