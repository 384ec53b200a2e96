import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { cacheAccounts } from './account-cache.ts';
import type { SellerRelay } from './seller-relay.ts';
import { createUsersRepository } from './users-repository.ts';
import { createUsersService } from './users-service.ts';

export { createSellerRelay, type SellerRelay } from './seller-relay.ts';
export {
  type Role,
  type UsersRepository,
  VERIFIED_PHONE_INDEX,
  verifiedPhoneSql,
} from './users-repository.ts';
export { usersRoutes } from './users-routes.ts';
export type { UsersService } from './users-service.ts';

/**
 * Marketplace profiles (spec §7, product-decisions §2-3): the repository other rooms read
 * accounts through, the service, and the accounts authentication reads on every request,
 * remembered until any users write is heard (decisions 019, 049). Close `accounts` with the app.
 */
export async function createUsers({
  database,
  env,
  log,
  relay,
}: {
  database: Database;
  env: Env;
  log: FastifyBaseLogger;
  /** Issue #44: the sellers' relay addresses, which the verified-badge call also accepts. */
  relay: SellerRelay;
}) {
  const repository = createUsersRepository(database.db);
  const accounts = await cacheAccounts(repository, {
    database,
    url: env.DATABASE_URL,
    log,
    maxAgeSeconds: env.ACCOUNT_CACHE_SECONDS,
  });
  return {
    repository,
    service: createUsersService(repository, env, accounts.forget, relay),
    accounts,
  };
}

export type Users = Awaited<ReturnType<typeof createUsers>>;
