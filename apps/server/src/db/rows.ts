/**
 * The rows of a raw `execute(sql`...`)`: node-postgres and PGlite answer `{ rows }`, and a
 * driver that answers the array itself is read as it is. One helper for every repository that
 * writes a statement Drizzle's builder cannot (locks over two tables, SQL functions).
 */
export const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
