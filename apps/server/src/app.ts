import compress from '@fastify/compress';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Database } from './db/client.ts';
import type { Env } from './env.ts';
import { errorHandler } from './http/error-handler.ts';
import { inputGuard } from './http/input-guard.ts';
import { requestObservation } from './http/request-observation.ts';
import { responseCache } from './http/response-cache.ts';
import { security } from './http/security.ts';
import { collectRoutePolicies } from './lib/route-policy.ts';
import { apiReference } from './modules/api-docs/index.ts';
import { trustedOrigins } from './modules/auth/index.ts';
import { registerModules } from './modules/index.ts';
import { metricsRoutes } from './modules/metrics/index.ts';
import { paymentCspSources } from './modules/payments/index.ts';
import { crawlerFiles, staticFiles } from './modules/storefront/index.ts';
import { externalImageOrigin } from './modules/uploads/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    database: Database;
  }
}

export interface AppOptions {
  env: Env;
  database: Database;
  /** A pino logger; tests leave it out to stay quiet. */
  logger?: FastifyBaseLogger;
}

/**
 * Builds the whole application without listening, so tests drive it with
 * `app.inject` and `server.ts` only adds the socket and the signals.
 */
export async function buildApp({ env, database, logger }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    trustProxy: env.TRUST_PROXY,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    // Long enough that any over-long id still reaches its handler and gets the 404 of an
    // unknown id (product-decisions §3) rather than the router's 414.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('env', env);
  app.decorate('database', database);
  // Before anything registers, so every route is listed with the policy it states (or the
  // lack of one) for the authorization tests (docs/decisions/008-route-policies.md).
  collectRoutePolicies(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // Counts (and with tracing on, spans) every request, cached or not (issue #40).
  await app.register(requestObservation);
  // Next, so a cached answer leaves from the first hook after counting (decision 014).
  await app.register(responseCache, { env });
  await app.register(errorHandler);
  // The ground floor (http/) knows no module: what it needs from them is handed in here.
  await app.register(security, {
    env,
    payment: paymentCspSources(env),
    imageOrigin: externalImageOrigin(env),
    trustedOrigins: trustedOrigins(env),
  });
  await app.register(inputGuard);
  // Static assets are precompressed at build time; this covers API JSON.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  // Before the modules, so it sees every route: GET /api/openapi.json and /api/docs (issue #40).
  await app.register(apiReference);
  await app.register(registerModules, { prefix: '/api' });
  // At the root, where Prometheus scrapers look (issue #40).
  await app.register(metricsRoutes);
  await app.register(crawlerFiles, { env });
  await app.register(staticFiles, { env });
  return app;
}
