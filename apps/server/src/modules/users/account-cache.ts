import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client.ts';
import type { AccountRow, UsersRepository } from './users-repository.ts';

/** The channel migration 0006's trigger notifies on every write to `users`. */
export const USERS_CHANNEL = 'phonebazaar_users';
const CACHED_ACCOUNTS = 10_000;

export type AccountLookup = Pick<UsersRepository, 'findLiveById'>;

/**
 * The accounts authentication reads, kept in memory on the embedded database (decision 019):
 * every authenticated request reads its account, and on PGlite every statement queues behind
 * everyone's. The `users` trigger notifies on any write by anyone (services, scripts, raw SQL)
 * once it commits, and the whole cache is dropped, so a role change, a verification or a
 * deletion applies to the very next request as before (product-decisions §2).
 *
 * Without LISTEN (PostgreSQL: other instances write too) the repository is used as it is.
 */
export async function cacheAccounts(
  users: AccountLookup,
  database: Pick<Database, 'listen'>,
): Promise<AccountLookup & { close(): Promise<void> }> {
  if (!database.listen)
    return { findLiveById: (id) => users.findLiveById(id), close: async () => {} };
  const cache = new LRUCache<string, AccountRow>({ max: CACHED_ACCOUNTS });
  // Bumped on every change: a read that started before one must not store what it read.
  let generation = 0;
  const unlisten = await database.listen(USERS_CHANNEL, () => {
    generation += 1;
    cache.clear();
  });

  return {
    async findLiveById(id: string) {
      const cached = cache.get(id);
      if (cached) return cached;
      const before = generation;
      const row = await users.findLiveById(id);
      // Frozen: one object now serves many requests.
      if (row && before === generation) cache.set(id, Object.freeze(row));
      return row;
    },
    close: () => unlisten(),
  };
}
