import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RoutePolicy, routePolicies } from '../../lib/route-policy.ts';
import { createTestContext, type DatabaseKind, databaseKinds } from '../test-app.ts';
import { changedTables, type Digest, databaseDigest } from './db-digest.ts';
import { writeFigures } from './figures.ts';
import { forgedTokens } from './forged-tokens.ts';
import { bodyMutation, fuzzCaller, junkCredential, queryMutation } from './fuzz-arbitraries.ts';
import { credentialsOf, fuzzRequest, LEAK_MARKERS } from './fuzz-request.ts';
import { matrixWorld, type World } from './matrix-world.ts';
import { principalOf } from './policy-expectations.ts';
import { ROUTE_CASES, type RouteRequest } from './route-requests.ts';

/**
 * Issue #7 item 3: property-based requests for every route, from its valid request mutated
 * in path parameters, query and body, sent by every kind of caller. No reply may be a 5xx
 * or carry a stack trace or SQL; a refused write must leave every table as it was.
 * CI runs FUZZ_RUNS (default 10,000) on PGlite and a tenth of it on PostgreSQL;
 * `npm run fuzz -w @phonebazaar/server` runs the long version (docs/reliability.md).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const routes = Object.keys(ROUTE_CASES);
/**
 * Each route's share of the runs. Creating an identity hashes a password (scrypt, by design
 * slow), so the sign-up catch-all gets a quarter share; the others make up the total.
 */
const SHARE: Record<string, number> = { 'POST /api/auth/*': 0.25 };
const shareOf = (route: string) => SHARE[route] ?? 1;
const totalShare = routes.reduce((sum, route) => sum + shareOf(route), 0);
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Refusals that write on purpose: a declined card is noted on its intent, as Stripe does. */
const DOCUMENTED_WRITES: Record<string, Record<number, string[]>> = {
  'POST /api/sandbox/confirm': { 402: ['payment_intents'] },
};

for (const kind of databaseKinds) {
  const runs = kind === 'pglite' ? RUNS : Math.ceil(RUNS / 10);
  const perShare = runs / totalShare;
  const runsOf = (route: string) => Math.max(1, Math.ceil(perShare * shareOf(route)));

  describe(`schema fuzzing [${kind}]`, () => {
    let ctx: Awaited<ReturnType<typeof createTestContext>>;
    let w: World;
    let forged: string;
    const statuses: Record<string, number> = {};
    let sent = 0;
    let refusedWrites = 0;
    const started = Date.now();

    beforeAll(async () => {
      ctx = await createTestContext(kind as DatabaseKind, {}, { recordErrorCodes: false });
      w = await matrixWorld(ctx);
      forged = await forgedTokens(ctx).forge('alg-none', w.buyer, w.otherBuyer, w.deleted);
    });
    afterAll(async () => {
      writeFigures(`schema-fuzz-${kind}`, {
        requests: sent,
        routes: routes.length,
        perRoute: Math.ceil(perShare),
        refusedWritesChecked: refusedWrites,
        statuses,
        seconds: Math.round((Date.now() - started) / 100) / 10,
        seed: SEED ?? 'random',
      });
      await ctx?.close();
    });

    for (const route of routes) {
      const perRoute = runsOf(route);
      it(
        `When ${route} gets ${perRoute} mutated requests, then no 5xx, no leak, no write by a refusal`,
        async () => {
          const [method, template] = route.split(' ') as [string, string];
          const policy = routePolicies(ctx.app).find(
            (r) => r.method === method && r.url === template,
          )?.policy as RoutePolicy;
          const spec = ROUTE_CASES[route]!;
          const owner = principalOf(w, policy, spec.resource);
          let base: RouteRequest | undefined;
          let last: Digest | undefined;
          // GET /metrics is the operator's (behind METRICS_TOKEN in production, decision 063):
          // its series name the database kind on purpose; every other marker still applies.
          const markers =
            route === 'GET /metrics'
              ? LEAK_MARKERS.filter((marker) => !marker.test('pglite'))
              : LEAK_MARKERS;

          const property = fc.asyncProperty(
            queryMutation,
            bodyMutation,
            fuzzCaller,
            junkCredential,
            async (query, body, caller, junk) => {
              if (!base) {
                base = await spec.build(w, owner);
                last = undefined;
              }
              const credentials = credentialsOf(w, caller, policy, forged, junk);
              const request = fuzzRequest(method, template, base, query, body, credentials);
              const writes = WRITES.has(method);
              // The digest after a refusal is the one before the next request: nothing ran between.
              const before = writes ? (last ?? (await databaseDigest(ctx.database.db))) : undefined;
              last = undefined;
              let res: Awaited<ReturnType<typeof ctx.app.inject>>;
              try {
                res = await ctx.app.inject(request);
              } catch (error) {
                // light-my-request refused to build the request: nothing reached the server.
                if (error instanceof Error && /invalid|header|character/i.test(error.message))
                  return;
                throw error;
              }
              sent += 1;
              statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
              const label = `${request.method} ${request.url} as ${caller} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
              expect(res.statusCode, label).toBeLessThan(500);
              for (const marker of markers) expect(res.body, label).not.toMatch(marker);
              // A success may have consumed the record; the next run gets a fresh one.
              if (res.statusCode < 400) base = undefined;
              if (before && res.statusCode >= 400) {
                refusedWrites += 1;
                const allowed = DOCUMENTED_WRITES[route]?.[res.statusCode] ?? [];
                last = await databaseDigest(ctx.database.db);
                const changed = changedTables(before, last);
                expect(
                  changed.filter((t) => !allowed.includes(t)),
                  label,
                ).toEqual([]);
              }
            },
          );
          await fc.assert(property, {
            numRuns: perRoute,
            ...(SEED !== undefined ? { seed: SEED } : {}),
          });
        },
        60_000 + perRoute * 200,
      );
    }
  });
}
