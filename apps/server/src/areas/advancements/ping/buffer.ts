import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import * as repo from '../repository.ts';
import type { InstallationsTable, PlayerAdvancementsTable } from '../table.ts';

interface Waiter {
  resolve: () => void;
  reject: (err: unknown) => void;
}

/**
 * Group commit for the mod's pings: thousands of installations ping at once
 * after a release, and one write transaction each would cap what the database
 * takes. Pings wait here a few milliseconds, then one transaction writes them
 * all (the latest ping of each installation wins) and every request waiting
 * on it is answered. A ping is answered only once it is stored: none that
 * was answered is lost.
 */
export class PingBuffer {
  private installations = new Map<string, InstallationsTable>();
  /** Pings added (an installation pinging twice counts twice). */
  private added = 0;
  private players = new Map<string, PlayerAdvancementsTable>();
  private rejected = 0;
  private waiters: Waiter[] = [];
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Kysely<Database>,
    /** Told after each stored batch: how many pings it kept and how many it counted as refused. */
    private readonly onWritten: (stored: number, refused: number) => void,
    private readonly delayMs = 15,
    private readonly maxBatch = 2000,
  ) {}

  add(installation: InstallationsTable, player: PlayerAdvancementsTable | null): Promise<void> {
    this.installations.set(installation.uid, installation);
    this.added += 1;
    if (player) this.players.set(player.login_key, player);
    return this.wait();
  }

  /** Counts a refused ping; stored with the next batch. */
  reject(): Promise<void> {
    this.rejected += 1;
    return this.wait();
  }

  /** Writes whatever waits, and resolves when everything added before is stored. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.take();
    this.running = this.running.then(() => this.write(batch));
    return this.running;
  }

  private wait(): Promise<void> {
    const done = new Promise<void>((resolve, reject) => this.waiters.push({ resolve, reject }));
    if (this.installations.size + this.rejected >= this.maxBatch) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.delayMs);
    return done;
  }

  private take() {
    const batch = {
      installations: [...this.installations.values()],
      players: [...this.players.values()],
      added: this.added,
      rejected: this.rejected,
      waiters: this.waiters,
    };
    this.added = 0;
    this.installations = new Map();
    this.players = new Map();
    this.rejected = 0;
    this.waiters = [];
    return batch;
  }

  private async write(batch: ReturnType<PingBuffer['take']>): Promise<void> {
    if (batch.waiters.length === 0) return;
    try {
      await this.db.transaction().execute(async (trx) => {
        await repo.upsertInstallations(trx, batch.installations);
        await repo.upsertPlayers(trx, batch.players);
        if (batch.rejected > 0) {
          await repo.addToCounter(trx, 'rejected', batch.rejected, new Date().toISOString());
        }
      });
    } catch (err) {
      for (const waiter of batch.waiters) waiter.reject(err);
      return;
    }
    for (const waiter of batch.waiters) waiter.resolve();
    this.onWritten(batch.added, batch.rejected);
  }
}
