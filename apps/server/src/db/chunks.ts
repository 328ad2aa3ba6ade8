/** Rows per INSERT, or values per IN list: well under SQLite's limit on bound values. */
export const STATEMENT_CHUNK = 400;

/** `items` in slices of `size`, in order: one statement each. */
export function chunks<T>(items: readonly T[], size = STATEMENT_CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
