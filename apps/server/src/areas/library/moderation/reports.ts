import type { Kysely } from 'kysely';
import { parseId } from '@millenaire/contracts/common';
import type { ReportedItem } from '@millenaire/contracts/reports';
import type { Database } from '../../../db/database.ts';
import { notFound } from '../../../platform/http/errors.ts';
import type { ReportSource } from '../../../extensions/reports.ts';
import type { LibraryDeps } from '../deps.ts';
import { deleteComment } from '../contents/comments/repository.ts';
import { isSuspended } from '../repository.ts';

type Db = Kysely<Database>;

const EXCERPT = 300;

/** Plain text of rich text, cut short. */
const excerpt = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, EXCERPT);

async function findContent(db: Db, id: number) {
  return db
    .selectFrom('library_contents as c')
    .leftJoin('users as u', 'u.id', 'c.author_id')
    .select(['c.id', 'c.title', 'c.description', 'c.confirmed', 'c.hidden_at', 'u.login'])
    .select(isSuspended('c.author_id').as('suspended'))
    .where('c.id', '=', id)
    .executeTakeFirst();
}

/** What a hidden creation was before, to put it back. */
interface ContentKept {
  confirmed: number;
  hidden_at: string | null;
}

/** A comment as it was, to write it back with its id. */
interface CommentKept {
  id: number;
  content_id: number;
  author_id: number | null;
  text: string;
  posted_at: string;
  modified_by_id: number | null;
  modified_at: string | null;
}

/**
 * Library creations as members report them: an administrator hides one
 * (visitors and its author no longer see it, as after a rollback) and can
 * put it back as it was.
 */
function contentReports(deps: LibraryDeps): ReportSource {
  const changed = () => {
    deps.searches.clear();
    deps.changes.announce('library');
  };
  return {
    kind: 'library',
    removal: 'hide',
    async describe(key): Promise<ReportedItem | null> {
      const id = parseId(key);
      if (id === null) return null;
      const row = await findContent(deps.db, id);
      if (!row) return null;
      return {
        title: row.title,
        excerpt: excerpt(row.description),
        path: `/library/${row.id}`,
        author: row.login,
        shown: row.confirmed === 1 && row.hidden_at === null && !row.suspended,
      };
    },
    async act(key, action, _by, kept) {
      const id = parseId(key);
      if (id === null) throw notFound();
      const row = await findContent(deps.db, id);
      if (!row) throw notFound();
      if (action === 'restore') {
        const before = JSON.parse(kept ?? '{}') as Partial<ContentKept>;
        await deps.db
          .updateTable('library_contents')
          .set({ confirmed: before.confirmed ?? 1, hidden_at: before.hidden_at ?? null })
          .where('id', '=', id)
          .execute();
        changed();
        return null;
      }
      const before: ContentKept = { confirmed: row.confirmed, hidden_at: row.hidden_at };
      await deps.db
        .updateTable('library_contents')
        .set({ confirmed: 0, hidden_at: deps.clock.now().toISOString() })
        .where('id', '=', id)
        .execute();
      changed();
      return JSON.stringify(before);
    },
  };
}

const commentRef = (key: string) => {
  const [content = '', comment = ''] = key.split('.');
  const contentId = parseId(content);
  const commentId = parseId(comment);
  return contentId !== null && commentId !== null ? { contentId, commentId } : null;
};

/**
 * Comments as members report them (key `content.comment`): an administrator
 * deletes one, and can write it back as it was, with its id, author and date.
 */
function commentReports(deps: LibraryDeps): ReportSource {
  return {
    kind: 'comment',
    removal: 'delete',
    async describe(key): Promise<ReportedItem | null> {
      const ref = commentRef(key);
      if (!ref) return null;
      const row = await deps.db
        .selectFrom('library_comments as m')
        .innerJoin('library_contents as c', 'c.id', 'm.content_id')
        .leftJoin('users as u', 'u.id', 'm.author_id')
        .select(['m.text', 'c.title', 'c.confirmed', 'c.hidden_at', 'u.login'])
        .where('m.id', '=', ref.commentId)
        .where('m.content_id', '=', ref.contentId)
        .executeTakeFirst();
      if (!row) return null;
      return {
        title: row.title,
        excerpt: row.text.slice(0, EXCERPT),
        path: `/library/${ref.contentId}`,
        author: row.login,
        shown: row.confirmed === 1 && row.hidden_at === null,
      };
    },
    async act(key, action, _by, kept) {
      const ref = commentRef(key);
      if (!ref) throw notFound();
      if (action === 'restore') {
        const comment = JSON.parse(kept ?? 'null') as CommentKept | null;
        if (!comment) throw notFound();
        await deps.db.transaction().execute(async (trx) => {
          const counted = await trx
            .updateTable('library_contents')
            .set((eb) => ({ nbcomments: eb('nbcomments', '+', 1) }))
            .where('id', '=', comment.content_id)
            .executeTakeFirst();
          // Its creation is gone: nothing to write it back under.
          if (Number(counted.numUpdatedRows) === 0) throw notFound();
          await trx.insertInto('library_comments').values(comment).execute();
        });
      } else {
        const comment = await deps.db
          .selectFrom('library_comments')
          .selectAll()
          .where('id', '=', ref.commentId)
          .where('content_id', '=', ref.contentId)
          .executeTakeFirst();
        if (!comment) throw notFound();
        await deleteComment(deps.db, ref.contentId, ref.commentId);
        kept = JSON.stringify(comment);
      }
      deps.changes.announce('library');
      return action === 'restore' ? null : kept;
    },
  };
}

/** What members may report in the library: creations and comments. */
export function libraryReports(deps: LibraryDeps): ReportSource[] {
  return [contentReports(deps), commentReports(deps)];
}
