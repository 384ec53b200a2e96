import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client.ts';
import { openListenChannel } from '../../db/listen-channel.ts';
import type { SessionRepository } from './session-repository.ts';

/** The channel migration 0009's trigger notifies on every delete from `auth_session`. */
export const SESSIONS_CHANNEL = 'phonebazaar_sessions';
const CACHED_SESSIONS = 10_000;

export interface SessionLiveness {
  /** True while the identity session `id` exists and has not expired. */
  isLive(id: string): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Whether the session a bearer token was issued for still exists (issue #14 finding 8:
 * sign-out, a password change or reset, and account deletion end the token with the session).
 * Asked on every bearer request, so answers are kept in memory (decision 019's cost rule):
 * - on PGlite, until any session is deleted: migration 0009's trigger notifies on every delete,
 *   by anyone, and the whole cache is dropped, so revocation applies to the very next request;
 * - on PostgreSQL, for `recheckSeconds` at most (TOKEN_SESSION_RECHECK_SECONDS; 0 asks the
 *   database every time), and until a delete is heard on the instance's LISTEN connection to
 *   the same channel (`postgres`; decision 049): a sign-out on any instance ends its tokens
 *   everywhere within milliseconds, and within `recheckSeconds` while that connection is down.
 * The session's expiry is kept with the answer, so an expired session is refused on time.
 */
export async function createSessionLiveness(
  repo: SessionRepository,
  database: Pick<Database, 'listen'>,
  recheckSeconds: number,
  postgres?: { url: string; log: FastifyBaseLogger },
): Promise<SessionLiveness> {
  const listening = Boolean(database.listen);
  const ttl = listening ? 0 : recheckSeconds * 1000;
  const cache =
    listening || ttl > 0
      ? new LRUCache<string, { expiresAt: number }>({
          max: CACHED_SESSIONS,
          ...(ttl > 0 ? { ttl } : {}),
        })
      : undefined;
  // Bumped on every delete: a read that started before one must not store what it read.
  let generation = 0;
  const forget = () => {
    generation += 1;
    cache?.clear();
  };
  let unlisten = async () => {};
  if (database.listen) unlisten = await database.listen(SESSIONS_CHANNEL, forget);
  else if (postgres && cache) {
    const channel = await openListenChannel({
      ...postgres,
      channel: SESSIONS_CHANNEL,
      onPayload: forget,
      onResync: forget,
    });
    unlisten = () => channel.close();
  }

  return {
    async isLive(id: string) {
      const cached = cache?.get(id);
      // Past the remembered expiry, ask again: better-auth may have extended the session.
      if (cached && cached.expiresAt > Date.now()) return true;
      const before = generation;
      const expiresAt = await repo.expiresAt(id);
      if (!expiresAt) return false;
      if (before === generation) cache?.set(id, { expiresAt: expiresAt.getTime() });
      return expiresAt.getTime() > Date.now();
    },
    close: () => unlisten(),
  };
}
