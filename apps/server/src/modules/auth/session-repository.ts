import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authSessions } from '../../db/schema.ts';

/** The identity sessions a bearer token was issued for (issue #14 finding 8). */
export function createSessionRepository(db: Db) {
  // Prepared once: on PostgreSQL every bearer request past the short cache runs it.
  const expiry = db
    .select({ expiresAt: authSessions.expiresAt })
    .from(authSessions)
    .where(eq(authSessions.id, sql.placeholder('id')))
    .prepare('auth_session_expiry');

  return {
    /** When the session ends, or null when it no longer exists (signed out, revoked, deleted). */
    async expiresAt(id: string): Promise<Date | null> {
      const [row] = await expiry.execute({ id });
      return row?.expiresAt ?? null;
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
