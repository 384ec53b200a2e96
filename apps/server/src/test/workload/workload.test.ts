import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, users } from '../../db/schema.ts';
import { writeFigures } from '../security/figures.ts';
import { type DatabaseKind, databaseKinds, type TestContext } from '../test-app.ts';
import { twoInstances } from './workload-apps.ts';
import { checkInvariants, type InvariantResult, settledBySweep } from './workload-invariants.ts';
import { type RunStats, runWorkload } from './workload-run.ts';
import { type WorkloadWorld, workloadWorld } from './workload-world.ts';

/**
 * Issue #7 item 7: many virtual users (buyers, sellers, admins) send random operations
 * through the real API of two app instances on one database; afterwards every invariant of
 * docs/state-machines.md is checked in SQL. PostgreSQL runs WORKLOAD_OPS requests (CI's
 * default 10,000); PGlite, single-process, a tenth. Replay a run with WORKLOAD_SEED; the
 * full run is `npm run workload -w @phonebazaar/server` (docs/reliability.md).
 */
const OPS = Number(process.env.WORKLOAD_OPS ?? 10_000);
const CLIENTS = Number(process.env.WORKLOAD_CLIENTS ?? 48);
const SEED = process.env.WORKLOAD_SEED
  ? Number(process.env.WORKLOAD_SEED)
  : Math.floor(Math.random() * 2 ** 31);
const OVERRIDES = {
  // Far above anything the workload sends from one address or account: limits are not its
  // subject.
  AUTH_RATE_LIMIT_PER_IP: '1000000',
  AUTH_RATE_LIMIT_PER_EMAIL: '1000000',
  // The reconciler and settlement sweep run as they do in production, on the job runner
  // (issue #18): deals whose window the run ends are refunded by it, as the clock would.
  PAYMENT_RECONCILE_INTERVAL_SECONDS: '2',
};

for (const kind of databaseKinds) {
  const ops = kind === 'postgres' ? OPS : Math.ceil(OPS / 10);
  const clients = kind === 'postgres' ? CLIENTS : Math.min(CLIENTS, 16);

  describe(`randomized workload [${kind}]`, () => {
    let servers: Awaited<ReturnType<typeof twoInstances>>;
    let ctx: TestContext;
    let world: WorkloadWorld;
    let stats: RunStats | undefined;
    let invariants: InvariantResult[] = [];

    beforeAll(async () => {
      servers = await twoInstances(kind as DatabaseKind, OVERRIDES);
      ctx = servers.ctx;
      world = await workloadWorld(ctx, {
        sellers: 12,
        buyers: 40,
        admins: 3,
        listingsPerSeller: 4,
        identities: 6,
      });
    });
    afterAll(async () => {
      if (stats) {
        writeFigures(`workload-${kind}`, {
          requests: stats.requests,
          clients,
          instances: 2,
          seconds: stats.seconds,
          seed: SEED,
          statuses: stats.statuses,
          codes: stats.codes,
          unexpected: stats.unexpected.length,
          lapsedByClock: stats.lapsed,
          windowsEndedByClock: stats.windowsEnded,
          accountsReplaced: stats.replacements,
          accountsPromotedAway: stats.promotedAway,
          invariants: invariants.map(({ name, checked, violations }) => ({
            name,
            checked,
            violations,
          })),
        });
      }
      await servers?.close();
    });

    it(
      `When ${clients} clients send ${ops} random requests to two instances, then no 5xx and every invariant holds`,
      async () => {
        console.info(`workload [${kind}] WORKLOAD_SEED=${SEED} WORKLOAD_OPS=${ops}`);
        stats = await runWorkload(ctx, world, {
          ops,
          clients,
          seed: SEED,
          apps: servers.apps,
        });
        // The sweep's turn: every held deal whose window ended is refunded by the job runner.
        await settledBySweep(ctx.database.db);
        invariants = await checkInvariants(ctx.database.db);

        expect(stats.requests).toBeGreaterThanOrEqual(ops);
        expect(
          {
            unexpected: stats.unexpected.slice(0, 10),
            serverErrors: servers.errors.lines.slice(0, 10),
          },
          `seed ${SEED}`,
        ).toEqual({ unexpected: [], serverErrors: [] });
        // A 401 is only right for an account that was deleted meanwhile.
        const callers = [...stats.unauthorized];
        const deleted = callers.length
          ? await ctx.database.db
              .select({ id: users.id, deletedAt: users.deletedAt })
              .from(users)
              .where(inArray(users.id, callers))
          : [];
        expect(deleted.filter((u) => u.deletedAt === null)).toEqual([]);
        // Each booking copied a price its listing had at some point.
        const booked = await ctx.database.db.select().from(bookings);
        const mispriced = booked.filter(
          (b) => !world.listings.get(b.productId)?.prices.has(b.priceCents),
        );
        expect(mispriced.map((b) => b.id)).toEqual([]);
        expect(
          invariants.filter((i) => i.violations > 0),
          `seed ${SEED}`,
        ).toEqual([]);
        // Issue #18: a deal is released only by its seller entering the code its buyer was
        // shown, or by an admin's decision; and every release the clients saw stands.
        const released = (
          await ctx.database.db
            .select({ id: bookings.id })
            .from(bookings)
            .where(eq(bookings.settlement, 'released'))
        ).map((b) => b.id);
        const { releasedByCode, releasedByAdmin, releasedByWrongCode } = world.deals;
        expect(
          {
            releasedUnseen: released.filter(
              (id) => !releasedByCode.has(id) && !releasedByAdmin.has(id),
            ),
            seenNotReleased: [...releasedByCode, ...releasedByAdmin].filter(
              (id) => !released.includes(id),
            ),
            releasedByWrongCode: [...releasedByWrongCode],
          },
          `seed ${SEED}`,
        ).toEqual({ releasedUnseen: [], seenNotReleased: [], releasedByWrongCode: [] });
        // The run did what it is for: sales, conflicts and deletions all happened.
        expect(stats.statuses.book?.['200'] ?? 0).toBeGreaterThan(0);
        expect(stats.statuses['pay:confirm']?.['200'] ?? 0).toBeGreaterThan(0);
        expect(stats.statuses['deal:handoff']?.['200'] ?? 0).toBeGreaterThan(0);
        expect(stats.statuses['deal:handoff']?.['422'] ?? 0).toBeGreaterThan(0);
      },
      30 * 60_000,
    );
  });
}
