import type { FastifyInstance } from 'fastify';
import { adminRoutes } from './admin/admin-routes.ts';
import { authRoutes } from './auth/auth-routes.ts';
import { authenticate } from './auth/authenticate.ts';
import { createIdentity, type Identity } from './auth/identity.ts';
import { popupRoutes } from './auth/popup-routes.ts';
import { createSessionLiveness } from './auth/session-liveness.ts';
import { createSessionRepository } from './auth/session-repository.ts';
import { createTokenService } from './auth/token-service.ts';
import { bookingsRoutes } from './bookings/bookings-routes.ts';
import { categoriesRoutes } from './categories/categories-routes.ts';
import { healthRoutes } from './health/health-routes.ts';
import { createMail } from './mail/mail-module.ts';
import { outboxRoutes } from './mail/outbox-routes.ts';
import { paymentsRoutes } from './payments/payments-routes.ts';
import { productsRoutes } from './products/products-routes.ts';
import { sellingRoutes } from './products/selling-routes.ts';
import { createMemoryRateLimitRepository } from './rate-limits/rate-limit-memory-repository.ts';
import { rateLimit } from './rate-limits/rate-limit-plugin.ts';
import { createRateLimitRepository } from './rate-limits/rate-limit-repository.ts';
import { createRateLimitService } from './rate-limits/rate-limit-service.ts';
import { reportsRoutes } from './reports/reports-routes.ts';
import { statsRoutes } from './stats/stats-routes.ts';
import { createImageStorage } from './uploads/image-storage.ts';
import { uploadsRoutes } from './uploads/uploads-routes.ts';
import { cacheAccounts } from './users/account-cache.ts';
import { createUsersRepository } from './users/users-repository.ts';
import { usersRoutes } from './users/users-routes.ts';
import { createUsersService } from './users/users-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The better-auth instance, for modules that must act on identities (e.g. admin delete). */
    identity: Identity;
  }
}

/** Every API module, mounted under /api by app.ts. */
export async function registerModules(app: FastifyInstance): Promise<void> {
  const { env, database } = app;
  const usersRepository = createUsersRepository(database.db);
  // The outbox and its worker (decision 021), before the identity whose flows send mail.
  const { mail, repository: outbox } = createMail(app);
  const identity = createIdentity(
    env,
    database.db,
    {
      sendMail: ({ to, kind, subject, text, html }) =>
        mail.enqueueMail({ kind, to, subject, text, html }),
      onEmailVerified: (email) => users.grantListedAdmin(email),
      // A name or photo changed through better-auth's update-user reaches the profile too.
      onProfileChanged: async (email, change) => {
        await usersRepository.updateProfile(email, {
          name: change.name,
          ...(change.image !== null ? { photoUrl: change.image } : {}),
        });
      },
    },
    app.log,
  );
  const tokens = createTokenService(env);
  // PGlite is this process's alone: its counters live in memory (decision 019).
  const rateLimits = createRateLimitService(
    database.kind === 'pglite'
      ? createMemoryRateLimitRepository(database)
      : createRateLimitRepository(database.db),
    env,
  );
  const users = createUsersService(usersRepository, env);
  // One storage for uploads and for checking that a listing's picture is one of ours.
  const images = createImageStorage(env);

  app.decorate('identity', identity);
  // Not encapsulated: `app.authenticate` and friends are visible to every module below.
  // On PGlite the accounts are remembered until any users write (decision 019).
  const accounts = await cacheAccounts(usersRepository, database);
  app.addHook('onClose', () => accounts.close());
  // Bearer tokens die with their identity session (issue #14 finding 8), known from memory.
  const sessions = await createSessionLiveness(
    createSessionRepository(database.db),
    database,
    env.TOKEN_SESSION_RECHECK_SECONDS,
  );
  app.addHook('onClose', () => sessions.close());
  await app.register(authenticate, { identity, tokens, users: accounts, sessions });
  // `app.rateLimit(action)` for the routes below: one limiter, one table (decision 011).
  await app.register(rateLimit, { service: rateLimits });

  await app.register(healthRoutes);
  await app.register(categoriesRoutes);
  await app.register(statsRoutes);
  await app.register(productsRoutes);
  await app.register(authRoutes, { identity, rateLimits, tokens, users });
  await app.register(popupRoutes, { identity, rateLimits });
  await app.register(usersRoutes, { users });
  await app.register(uploadsRoutes, { storage: images });
  await app.register(sellingRoutes, { storage: images, users: usersRepository });
  await app.register(reportsRoutes);
  await app.register(bookingsRoutes, { users: usersRepository });
  await app.register(paymentsRoutes);
  await app.register(adminRoutes, { users: usersRepository });
  await app.register(outboxRoutes, { repository: outbox });
}
