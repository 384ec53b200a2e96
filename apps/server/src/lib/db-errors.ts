/**
 * True when `error` (or the driver error Drizzle wraps in `cause`) is PostgreSQL's
 * unique_violation on `constraint`. PGlite and node-postgres both expose code and constraint.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const fields = e as Error & { code?: unknown; constraint?: unknown };
    if (fields.code === '23505') return fields.constraint === constraint;
  }
  return false;
}
