import type { Generated } from 'kysely';

/** The latest statistics ping of one installation of the mod (one row per uid). */
export interface InstallationsTable {
  /** A random signed 64-bit integer chosen by the installation, kept as text. */
  uid: string;
  version: string;
  /** s (dedicated server), c (client on a server) or l (local game). */
  mode: string;
  lang: string;
  backuplang: string;
  nbplayers: number;
  os: string;
  totalexp: string;
  /** The advancement keys done in survival, comma-separated. */
  survival: string;
  creative: string;
  login: string | null;
  last_ping: string;
}

/**
 * A player's advancements, from the latest ping that carried the login and
 * came from the installation that owns the record.
 */
export interface PlayerAdvancementsTable {
  login_key: string;
  login: string;
  /**
   * The uid of the installation whose ping first named this login: only its
   * pings change the record. Null for a record made before owners were kept
   * and left without a matching installation; the next ping naming it claims it.
   */
  owner_uid: string | null;
  survival: string;
  creative: string;
  updated_at: string;
}

export interface AdvancementsTable {
  key: string;
  pos: number;
  version: string;
  title_en: string;
  title_fr: string;
  description_en: string;
  description_fr: string;
  /** Counted over installations, recomputed after pings arrive. */
  done_survival: Generated<number>;
  done_all: Generated<number>;
}

/** 'rejected' (pings refused) and 'counted' (when the counts were last computed). */
export interface PingCountersTable {
  name: string;
  count: number;
  updated_at: string | null;
}

// The advancements area's tables, added to the site's one Database type.
declare module '../../db/database.ts' {
  interface Database {
    installations: InstallationsTable;
    player_advancements: PlayerAdvancementsTable;
    advancements: AdvancementsTable;
    ping_counters: PingCountersTable;
  }
}
