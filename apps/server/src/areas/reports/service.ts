import { parseId, type SiteLanguage } from '@millenaire/contracts/common';
import type {
  ReportAct,
  ReportAction,
  ReportGroup,
  ReportInput,
  ReportKind,
  ReportQueue,
  ReportReason,
  ReportState,
} from '@millenaire/contracts/reports';
import type { Actor } from '../../platform/http/auth.ts';
import { ensureCanHandleReports, ensureCanReport } from './policy.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import type { DescribedSubject, FollowSource } from '../../platform/cache/writes.ts';
import type { ReportSource } from '../../extensions/reports.ts';
import type { ReportsDeps } from './deps.ts';
import * as repo from './repository.ts';

/** Reports the queue reads at most at once (open ones, or handled ones). */
const QUEUE_LIMIT = 500;

function sourceOf(deps: ReportsDeps, kind: ReportKind): ReportSource {
  const source = deps.reports.source(kind);
  if (!source) throw notFound();
  return source;
}

/**
 * A member reports an item they can see, with a reason: one open report per
 * member and item (reporting again changes its reason and words).
 */
export async function createReport(
  deps: ReportsDeps,
  viewer: Actor | null,
  input: ReportInput & { text: string },
): Promise<{ id: number }> {
  ensureCanReport(viewer);
  const item = await sourceOf(deps, input.kind).describe(input.key, 'en');
  if (!item?.shown) throw notFound();
  const id = await repo.upsertReport(deps.db, {
    kind: input.kind,
    key: input.key,
    reporterId: viewer.id,
    title: item.title,
    path: item.path,
    reason: input.reason,
    text: input.text,
    at: deps.clock.now().toISOString(),
  });
  return { id };
}

const toReport = (row: repo.ReportRow) => ({
  id: row.id,
  reporter: row.reporter,
  reason: row.reason as ReportReason,
  text: row.text,
  at: row.created_at,
  state: row.state as ReportState,
  handledBy: row.handler,
  handledAt: row.handled_at,
});

/** What an administrator may do with an item, given its reports. */
function actionsFor(source: ReportSource, reports: readonly repo.ReportRow[]): ReportAction[] {
  if (reports.some((row) => row.state === 'open')) return [source.removal, 'dismiss'];
  // The newest decision that took the item away, not restored since, can be undone.
  const last = reports.find((row) => row.state !== 'dismissed');
  return last && (last.state === 'hidden' || last.state === 'deleted') ? ['restore'] : [];
}

async function groupOf(
  deps: ReportsDeps,
  kind: ReportKind,
  key: string,
  reports: repo.ReportRow[],
  language: SiteLanguage,
): Promise<ReportGroup> {
  const source = sourceOf(deps, kind);
  const [newest] = reports;
  // A deleted item is still named as it was when reported.
  const item =
    (await source.describe(key, language)) ??
    (newest
      ? { title: newest.title, excerpt: '', path: newest.path, author: null, shown: false }
      : null);
  return {
    kind,
    key,
    item,
    actions: actionsFor(source, reports),
    reports: reports.map(toReport),
  };
}

/**
 * The queue: each reported item with its open reports, the item most
 * recently reported first; or, `handled`, the items whose reports were
 * handled, with every report of theirs (the last decision can be undone).
 */
export async function listQueue(
  deps: ReportsDeps,
  viewer: Actor | null,
  state: 'open' | 'handled',
  language: SiteLanguage,
): Promise<ReportQueue> {
  ensureCanHandleReports(viewer);
  const rows = await repo.listReports(deps.db, state === 'open', QUEUE_LIMIT);
  const byItem = new Map<string, repo.ReportRow[]>();
  for (const row of rows) {
    const key = `${row.target_kind}\n${row.target_key}`;
    byItem.set(key, [...(byItem.get(key) ?? []), row]);
  }
  const groups: ReportGroup[] = [];
  for (const [item, reports] of byItem) {
    const [kind, key] = item.split('\n') as [ReportKind, string];
    // A handled item shows all its reports, for the whole story of its decisions.
    const shown = state === 'open' ? reports : await repo.reportsOf(deps.db, { kind, key });
    if (!deps.reports.source(kind)) continue;
    groups.push(await groupOf(deps, kind, key, shown, language));
  }
  return { groups };
}

const STATE_OF: Record<Exclude<ReportAction, 'restore'>, ReportState> = {
  hide: 'hidden',
  delete: 'deleted',
  dismiss: 'dismissed',
};

/**
 * An administrator's decision on a reported item: hide or delete it (as its
 * area offers), or dismiss the reports; each of its open reports' authors is
 * told. `restore` undoes the last hide or delete. Two administrators deciding
 * at once: the second is told CONFLICT and nothing is done twice.
 */
export async function act(
  deps: ReportsDeps,
  admin: Actor | null,
  input: ReportAct,
): Promise<ReportGroup> {
  ensureCanHandleReports(admin);
  const source = sourceOf(deps, input.kind);
  const target = { kind: input.kind, key: input.key };
  const now = deps.clock.now().toISOString();
  if (input.action === 'hide' || input.action === 'delete') {
    if (input.action !== source.removal) throw new AppError(400, 'INVALID_INPUT');
  }
  if (input.action === 'restore') {
    const moved = await repo.moveReports(
      deps.db,
      target,
      ['hidden', 'deleted'],
      'restored',
      admin.id,
      now,
    );
    if (moved.length === 0) throw new AppError(409, 'CONFLICT');
    try {
      await source.act(input.key, 'restore', admin, moved[0]!.kept);
    } catch (err) {
      await repo.putBack(deps.db, moved, { by: admin.id, at: now });
      throw err;
    }
  } else {
    const moved = await repo.moveReports(
      deps.db,
      target,
      ['open'],
      STATE_OF[input.action],
      admin.id,
      now,
    );
    if (moved.length === 0) throw new AppError(409, 'CONFLICT');
    if (input.action !== 'dismiss') {
      try {
        const kept = await source.act(input.key, input.action, admin, null);
        await repo.keep(
          deps.db,
          moved.map((row) => row.id),
          kept,
        );
      } catch (err) {
        await repo.putBack(deps.db, moved, { by: null, at: null });
        throw err;
      }
    }
    for (const row of moved) {
      await deps.notices.publish({
        subject: `report:${row.id}`,
        kind: 'report',
        actorId: admin.id,
      });
    }
  }
  return groupOf(
    deps,
    input.kind,
    input.key,
    await repo.reportsOf(deps.db, target),
    input.language ?? 'en',
  );
}

const OUTCOMES: Record<SiteLanguage, Record<ReportState, string>> = {
  en: {
    open: 'open',
    hidden: 'hidden',
    deleted: 'deleted',
    dismissed: 'kept as it is',
    restored: 'put back',
  },
  fr: {
    open: 'ouvert',
    hidden: 'masqué',
    deleted: 'supprimé',
    dismissed: 'laissé tel quel',
    restored: 'rétabli',
  },
};

/**
 * Reports as their authors are told of them: the item's name with what
 * became of it, and its page; the reporter hears without following.
 */
export function reportNotices(deps: ReportsDeps): FollowSource {
  const ids = (keys: readonly string[]) => keys.map(parseId).filter((id) => id !== null);
  return {
    kind: 'report',
    async describe(keys, language) {
      const wanted = ids(keys);
      const rows = wanted.length === 0 ? [] : await repo.findReports(deps.db, wanted);
      return new Map(
        rows.map((row): [string, DescribedSubject] => [
          String(row.id),
          {
            title: `${row.title} (${OUTCOMES[language][row.state as ReportState]})`,
            path: row.path,
          },
        ]),
      );
    },
    async owners(key) {
      const [row] = await repo.findReports(deps.db, ids([key]));
      return row?.reporter_id ? [row.reporter_id] : [];
    },
  };
}
