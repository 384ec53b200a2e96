import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TestContext } from '../test-app.ts';
import { EXPECTED, nextOperation, type Outcome } from './workload-ops.ts';
import { seededRandom } from './workload-random.ts';
import type { Role, WorkloadWorld } from './workload-world.ts';

export interface RunOptions {
  ops: number;
  clients: number;
  seed: number;
  /** The instances requests alternate between. */
  apps: FastifyInstance[];
}

export interface RunStats {
  /** Requests by operation kind, then by status. */
  statuses: Record<string, Record<string, number>>;
  /** Refusal codes by operation kind, for the figures. */
  codes: Record<string, Record<string, number>>;
  unexpected: Outcome[];
  /** Accounts that got a 401: each must turn out deleted. */
  unauthorized: Set<string>;
  requests: number;
  /** Holds ended by the test's clock (a booking's expiry moved into the past). */
  lapsed: number;
  /** Handoff windows ended by the test's clock (issue #18): the sweep refunds those deals. */
  windowsEnded: number;
  replacements: number;
  /** Virtual users whose account was made an admin, and who went on with a new one. */
  promotedAway: number;
  seconds: number;
}

const bump = (table: Record<string, Record<string, number>>, kind: string, key: string) => {
  table[kind] ??= {};
  table[kind][key] = (table[kind][key] ?? 0) + 1;
};

/**
 * `clients` virtual users, each with a role and its own random stream, send operations
 * until `ops` requests have gone out. A user whose account is deleted under it carries on
 * with a new account of the same role, as a person signing up again would.
 */
export async function runWorkload(
  ctx: TestContext,
  world: WorkloadWorld,
  options: RunOptions,
): Promise<RunStats> {
  const stats: RunStats = {
    statuses: {},
    codes: {},
    unexpected: [],
    unauthorized: new Set(),
    requests: 0,
    lapsed: 0,
    windowsEnded: 0,
    replacements: 0,
    promotedAway: 0,
    seconds: 0,
  };
  let turn = 0;
  const app = () => options.apps[turn++ % options.apps.length]!;
  const started = Date.now();

  async function lapseOne(rng: ReturnType<typeof seededRandom>) {
    const booking = rng.pick([...world.bookings.values()].slice(-30));
    if (!booking) return;
    // Only an unpaid hold can lapse; the payment's row lock orders this against a sale.
    await ctx.database.db.execute(
      sql`update bookings set expires_at = now() - interval '1 minute'
          where id = ${booking.id} and paid = false`,
    );
    stats.lapsed++;
  }

  /** A held deal's window ends now: the code is refused and the sweep refunds the buyer. */
  async function endWindow(rng: ReturnType<typeof seededRandom>) {
    const paid = [...world.bookings.values()].filter((b) => b.paid);
    const booking = rng.pick(paid.slice(-30));
    if (!booking) return;
    // Only a held deal has a window; the transitions' row lock orders this against them.
    await ctx.database.db.execute(
      sql`update bookings set handoff_expires_at = now() - interval '1 minute'
          where id = ${booking.id} and settlement = 'held'`,
    );
    stats.windowsEnded++;
  }

  async function client(index: number) {
    const rng = seededRandom(options.seed + index * 7919);
    const role: Role = index % 8 === 0 ? 'admin' : rng.chance(0.6) ? 'buyer' : 'seller';
    let me = rng.pick(world.ofRole(role)) ?? (await world.fresh(role));
    while (stats.requests < options.ops) {
      // A turn of the event loop between operations, as a client across a network gets. In
      // process, a request that never leaves microtasks (an account and a token already
      // known, PGlite answering synchronously) would let this client starve the others.
      await new Promise((resolve) => setImmediate(resolve));
      if (rng.chance(0.01)) await lapseOne(rng);
      if (rng.chance(0.005)) await endWindow(rng);
      const outcomes = await nextOperation({ world, rng, app, me });
      if (outcomes.length === 0) continue;
      stats.requests += outcomes.length;
      let signedOut = false;
      for (const o of outcomes) {
        bump(stats.statuses, o.kind, String(o.status));
        if (o.code) bump(stats.codes, o.kind, o.code);
        if (!(EXPECTED[o.kind] ?? []).includes(o.status)) stats.unexpected.push(o);
        if (o.status === 401) {
          stats.unauthorized.add(o.caller);
          signedOut = true;
        }
      }
      if (signedOut) {
        world.members.delete(me.row.id);
        me = await world.fresh(me.role);
        stats.replacements++;
      } else if (me.role === 'admin' && role !== 'admin') {
        // Promoted by an admin: the account stays in the world (an admin others may act on)
        // and this virtual user goes on with a new one, so the mix of roles stays as drawn.
        me = await world.fresh(role);
        stats.promotedAway++;
      }
    }
  }

  await Promise.all(Array.from({ length: options.clients }, (_, i) => client(i)));
  stats.seconds = Math.round((Date.now() - started) / 100) / 10;
  return stats;
}
