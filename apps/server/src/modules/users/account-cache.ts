import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client.ts';
import { type ListenChannel, openListenChannel } from '../../db/listen-channel.ts';
import type { AccountRow, UsersRepository } from './users-repository.ts';

/** The channel migration 0006's trigger notifies on every write to `users`. */
export const USERS_CHANNEL = 'phonebazaar_users';
const CACHED_ACCOUNTS = 10_000;

export type AccountLookup = Pick<UsersRepository, 'findLiveById'>;

export interface AccountCache extends AccountLookup {
  /**
   * After this instance's own write to `users` committed: its next read here goes to the
   * database, without waiting for the notification to come back (PostgreSQL).
   */
  forget(): void;
  close(): Promise<void>;
}

export interface AccountCacheOptions {
  database: Pick<Database, 'listen' | 'kind'>;
  /** PostgreSQL: the server to LISTEN on; without it nothing is kept there. */
  url?: string | undefined;
  log: FastifyBaseLogger;
  /** PostgreSQL: the longest an account is kept, however quiet the channel; 0 keeps nothing. */
  maxAgeSeconds: number;
}

/**
 * The accounts authentication reads on every request, kept in memory (decisions 019 and 049).
 * The `users` trigger notifies on any write by anyone (services, scripts, raw SQL, another
 * instance) once it commits, and the whole cache is dropped:
 * - on PGlite the notification arrives while the writer's commit is handled, so a role change,
 *   a verification or a deletion applies to the very next request (product-decisions §2);
 * - on PostgreSQL it arrives on this instance's LISTEN connection a moment after the commit.
 *   Writes made here call `forget()` right after they commit, so they apply at once here and
 *   within the notification's delay on other instances. Nothing is kept while the connection
 *   is down (reads go to the database as before), and nothing longer than `maxAgeSeconds`.
 */
export async function cacheAccounts(
  users: AccountLookup,
  options: AccountCacheOptions,
): Promise<AccountCache> {
  const { database } = options;
  const onPostgres = database.kind === 'postgres';
  if (onPostgres ? !options.url || options.maxAgeSeconds <= 0 : !database.listen)
    return {
      findLiveById: (id) => users.findLiveById(id),
      forget: () => {},
      close: async () => {},
    };

  const cache = new LRUCache<string, AccountRow>({
    max: CACHED_ACCOUNTS,
    ...(onPostgres ? { ttl: options.maxAgeSeconds * 1000 } : {}),
  });
  // Bumped on every change: a read that started before one must not store what it read.
  let generation = 0;
  const forget = () => {
    generation += 1;
    cache.clear();
  };
  let channel: ListenChannel | undefined;
  let unlisten = async () => {};
  if (onPostgres && options.url) {
    channel = await openListenChannel({
      url: options.url,
      channel: USERS_CHANNEL,
      log: options.log,
      onPayload: forget,
      // Writes made while the connection was down went unheard.
      onResync: forget,
    });
    const opened = channel;
    unlisten = () => opened.close();
  } else if (database.listen) {
    unlisten = await database.listen(USERS_CHANNEL, forget);
  }
  const trusted = () => channel?.listening() ?? true;

  return {
    async findLiveById(id: string) {
      if (!trusted()) return users.findLiveById(id);
      const cached = cache.get(id);
      if (cached) return cached;
      const before = generation;
      const row = await users.findLiveById(id);
      // Frozen: one object now serves many requests.
      if (row && before === generation && trusted()) cache.set(id, Object.freeze(row));
      return row;
    },
    forget,
    close: () => unlisten(),
  };
}
