import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { RateLimitService } from '../rate-limits/index.ts';
import { type AuthRoutesOptions, authRoutes as identityRoutes } from './auth-routes.ts';
import { createIdentity, type IdentityHooks } from './identity.ts';
import { popupRoutes } from './popup-routes.ts';
import { createSessionLiveness } from './session-liveness.ts';
import { createSessionRepository } from './session-repository.ts';
import { createTokenService } from './token-service.ts';

// What the other rooms use: who the caller is, and the one repository an admin's account
// deletion must run inside its own transaction (it is built on that transaction).
export type { AccountLookup } from './account-lookup.ts';
export {
  authenticate,
  callerEmail,
  currentUser,
  type IdentitySession,
} from './authenticate.ts';
export { type Identity, trustedOrigins } from './identity.ts';
export { createIdentityRepository } from './identity-repository.ts';
// The API reference states what each policy asks of a caller (issue #40).
export { type Credential, POLICY_CHECKS } from './policy-checks.ts';
// The bench mints bearer tokens with the server's own service and key.
export { createTokenService } from './token-service.ts';

export interface AuthDeps {
  env: Env;
  database: Database;
  log: FastifyBaseLogger;
  /** What the identity's flows ask of other rooms: send a mail, grant a role, copy a profile. */
  hooks: IdentityHooks;
}

/**
 * Sign-in (product-decisions §2): the better-auth identity, the bearer tokens issued for it,
 * and whether a token's session still lives (issue #14 finding 8), known from memory.
 * Close `sessions` with the app.
 */
export async function createAuth({ env, database, log, hooks }: AuthDeps) {
  return {
    identity: createIdentity(env, database.db, hooks, log),
    tokens: createTokenService(env),
    sessions: await createSessionLiveness(
      createSessionRepository(database.db),
      database,
      env.TOKEN_SESSION_RECHECK_SECONDS,
      database.kind === 'postgres' && env.DATABASE_URL ? { url: env.DATABASE_URL, log } : undefined,
    ),
  };
}

export type Auth = Awaited<ReturnType<typeof createAuth>>;

/** /api/auth/* (better-auth behind our limits), /api/token and the social sign-in popup. */
export const authRoutes: FastifyPluginAsync<
  Pick<AuthRoutesOptions, 'users'> & { auth: Auth; rateLimits: RateLimitService }
> = async (app, { auth, rateLimits, users }) => {
  const { identity, tokens } = auth;
  await app.register(identityRoutes, { identity, rateLimits, tokens, users });
  await app.register(popupRoutes, { identity, rateLimits });
};
