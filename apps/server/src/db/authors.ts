import { sql, type RawBuilder } from 'kysely';

/**
 * The login of the account that an id column names (null when there is none,
 * or the account is gone), as one column of a select:
 * `.select(['c.title', loginOf('c.author_id').as('author')])`. Every list
 * that shows who wrote or changed something reads it this way.
 */
export function loginOf(accountIdColumn: string): RawBuilder<string | null> {
  return sql<string | null>`(select login from users where users.id = ${sql.ref(accountIdColumn)})`;
}
