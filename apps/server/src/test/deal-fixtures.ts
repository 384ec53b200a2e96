import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bookings, paymentIntents, products, users } from '../db/schema.ts';
import type { AuthUser } from '../lib/access.ts';
import { createPaymentsRepository } from '../modules/payments/payments-repository.ts';
import { createSandboxProvider } from '../modules/payments/providers/sandbox-provider.ts';
import { noEffects } from '../modules/settlement/deal-events.ts';
import { createDeclineService } from '../modules/settlement/decline-service.ts';
import { createDisputeService } from '../modules/settlement/dispute-service.ts';
import { createHandoffCodes } from '../modules/settlement/handoff-code.ts';
import { createSettlementService } from '../modules/settlement/settlement-service.ts';
import { createSettlementSweeps } from '../modules/settlement/settlement-sweeps.ts';
import {
  createSettlementMover,
  type MoneyProvider,
  type SettlementEffects,
} from '../modules/settlement/settlement-transition.ts';
import type { Fixtures, UserRow } from './fixtures.ts';
import type { TestContext } from './test-app.ts';

/**
 * Test rows for the decline and dispute suites (issue #18): deals in each settlement state
 * as the real flow leaves them (the intent authorised at the sandbox, the listing sold).
 */
const HOUR = 3_600_000;

export interface DealParties {
  buyer: UserRow;
  seller: UserRow;
}

/**
 * Issue #36 (decision 055): makes accounts look like distinct people to the arm's-length rule:
 * each gets a verified phone number of its own and an account 8 days old. The suites that
 * count sales, ratings or trusted marks use it rather than a weaker rule.
 */
export async function armsLength(db: Db, ...people: { id: string }[]): Promise<void> {
  for (const person of people) {
    const phone = `+88017${randomBytes(4).readUInt32BE(0).toString().padStart(8, '0').slice(-8)}`;
    await db
      .update(users)
      .set({
        phone,
        phoneVerifiedAt: new Date(),
        createdAt: sql`least(${users.createdAt}, now() - interval '8 days')`,
      })
      .where(eq(users.id, person.id));
  }
}

/** A paid deal whose money is held: the sandbox intent authorised, the window open. */
export async function heldDeal(
  db: Db,
  f: Fixtures,
  { buyer, seller }: DealParties,
  { windowHours = 120 }: { windowHours?: number } = {},
) {
  const product = await f.product({ seller, sellingPriceCents: 40_000 });
  const intentId = `pi_${randomBytes(12).toString('hex')}`;
  const { booking } = await f.sale({
    product,
    buyer,
    transactionId: intentId,
    settlement: 'held',
    handoffExpiresAt: new Date(Date.now() + windowHours * HOUR),
  });
  await db.insert(paymentIntents).values({
    id: intentId,
    clientSecret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
    bookingId: booking.id,
    amountCents: booking.priceCents,
    status: 'requires_capture',
    provider: 'sandbox',
  });
  return { booking, product, intentId };
}

/** A held deal the buyer declined `hoursAgo` hours ago (the seller's answer due 48 h after). */
export async function declinedDeal(db: Db, f: Fixtures, parties: DealParties, hoursAgo = 1) {
  const deal = await heldDeal(db, f, parties);
  await db
    .update(bookings)
    .set({
      settlement: 'declined',
      declineReason: 'undisclosed_defect',
      declineNote: 'The screen flickers.',
      declinedAt: sql`now() - ${hoursAgo} * interval '1 hour'`,
      declineAnswerDueAt: sql`now() + ${48 - hoursAgo} * interval '1 hour'`,
    })
    .where(eq(bookings.id, deal.booking.id));
  return deal;
}

/** A declined deal the seller contested, opened `hoursAgo` hours ago. */
export async function disputedDeal(db: Db, f: Fixtures, parties: DealParties, hoursAgo = 1) {
  const deal = await declinedDeal(db, f, parties, hoursAgo + 1);
  await db
    .update(bookings)
    .set({
      settlement: 'disputed',
      disputeOpenedAt: sql`now() - ${hoursAgo} * interval '1 hour'`,
    })
    .where(eq(bookings.id, deal.booking.id));
  return deal;
}

/** The stored booking, its intent's status and its listing's flags. */
export async function dealState(db: Db, bookingId: string) {
  const [row] = await db
    .select({
      booking: bookings,
      intentStatus: paymentIntents.status,
      sold: products.sold,
      listingBooked: products.booking,
    })
    .from(bookings)
    .innerJoin(products, eq(products.id, bookings.productId))
    .innerJoin(paymentIntents, eq(paymentIntents.id, bookings.transactionId))
    .where(eq(bookings.id, bookingId));
  return row!;
}

/** Wraps a provider and counts its money calls, by kind. */
export function countingProvider(inner: MoneyProvider) {
  const calls = { capture: 0, cancel: 0 };
  const provider: MoneyProvider = {
    capture: (id, key) => {
      calls.capture++;
      return inner.capture(id, key);
    },
    cancel: (id, key) => {
      calls.cancel++;
      return inner.cancel(id, key);
    },
  };
  return { provider, calls };
}

/**
 * The app's own settlement services on the suite's database and the sandbox, with a provider
 * that counts its money calls and no side effects (notices, ledger, audit have suites of
 * their own).
 */
export function settlementServices(
  ctx: TestContext,
  options: {
    /** Stands between the counter and the sandbox (a fault, say). */
    wrap?: (sandbox: MoneyProvider) => MoneyProvider;
    effects?: SettlementEffects;
    /** How long a repeat waits for another caller's claim before finishing it itself. */
    waitMs?: number;
  } = {},
) {
  const { db } = ctx.database;
  const log = ctx.app.log;
  const sandbox = createSandboxProvider(createPaymentsRepository(db));
  const counted = countingProvider(options.wrap ? options.wrap(sandbox) : sandbox);
  const effects = options.effects ?? noEffects;
  const mover = createSettlementMover({ db, provider: counted.provider, effects, log });
  const codes = createHandoffCodes(ctx.env.IMEI_KEY);
  return {
    calls: counted.calls,
    codes,
    declines: createDeclineService({
      db,
      mover,
      ownImage: async () => undefined,
      answerHours: 48,
      ...(options.waitMs ? { waitMs: options.waitMs } : {}),
    }),
    handoffs: createSettlementService({ db, mover, codes, notify: async () => {} }),
    sweeps: createSettlementSweeps({ db, mover, notify: async () => {}, log }),
    disputes: createDisputeService({
      db,
      mover,
      publicUrl: ctx.env.PUBLIC_URL,
      ...(options.waitMs ? { waitMs: options.waitMs } : {}),
    }),
  };
}

/** A fixture account as the services see the caller. */
export const asUser = (row: UserRow): AuthUser => ({
  id: row.id,
  email: row.email,
  role: row.role,
  name: row.name,
  verified: row.verified,
});
