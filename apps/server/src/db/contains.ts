import { sql, type RawBuilder, type SqlBool } from 'kysely';

/**
 * A LIKE pattern for "holds `text`" in a lower-case column: the text in lower
 * case, with LIKE's own characters (and the escape) taken literally, so
 * 'a_b' finds only 'a_b'. Used with `escape '\'`, as `contains` does.
 */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Whether the lower-case `column` (as written in the query) holds `text`, ignoring case. */
export function contains(column: string, text: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} like ${containsPattern(text)} escape '\\'`;
}
