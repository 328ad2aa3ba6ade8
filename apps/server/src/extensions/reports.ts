import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SiteLanguage } from '@millenaire/contracts/common';
import type { ReportAction, ReportedItem, ReportKind } from '@millenaire/contracts/reports';
import type { Actor } from '../platform/http/auth.ts';

/** What an administrator's decision does to a reported item (dismiss does nothing to it). */
export type ItemAction = Exclude<ReportAction, 'dismiss'>;

/**
 * What an area lets members report, and administrators act on: its items by
 * key, described in a language (null when the key names none a member may
 * see), the actions it offers (hide or delete, then restore), and each of
 * them done. An action answers what the area keeps to undo it (given back to
 * restore); it changes the item as its own writes do, recorded where its
 * history is, and announces the change.
 */
export interface ReportSource {
  kind: ReportKind;
  /** What takes an item away: its creations are hidden, its comments and texts deleted. */
  removal: Exclude<ItemAction, 'restore'>;
  describe(key: string, language: SiteLanguage): Promise<ReportedItem | null>;
  act(key: string, action: ItemAction, by: Actor, kept: string | null): Promise<string | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    reports: {
      add(source: ReportSource): void;
      source(kind: ReportKind): ReportSource | undefined;
    };
  }
}

/** Where the areas put what can be reported: registered before the areas, which add theirs. */
export const reportsPlugin = fp(
  async (app: FastifyInstance) => {
    const sources = new Map<ReportKind, ReportSource>();
    app.decorate('reports', {
      add(source: ReportSource) {
        if (sources.has(source.kind)) throw new Error(`${source.kind} is reported twice`);
        sources.set(source.kind, source);
      },
      source: (kind: ReportKind) => sources.get(kind),
    });
  },
  { name: 'reports' },
);
