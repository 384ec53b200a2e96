import { and, asc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { bookings, paymentIntents, payments, products, webhookEvents } from '../../db/schema.ts';
import { listingState, listingStateWrites } from '../listings/index.ts';
import { HELD_INTENT_STATUS, OPEN_INTENT_STATUSES } from './providers/payment-provider.ts';

export interface IntentRecord {
  id: string;
  clientSecret: string;
  bookingId: string;
  amountCents: number;
  currency: string;
  status: string;
  provider: string;
}

export interface PaymentToRecord {
  intentId: string;
  bookingId: string;
  productId: string;
  provider: string;
  amountCents: number;
  currency: string;
  /**
   * Issue #18: authorised only (held for the handoff, with its code and window), or captured
   * already (an intent made before manual capture: released at once, as before).
   */
  settlement:
    | { held: true; codeHash: string; codeEncrypted: string; windowHours: number }
    | { held: false };
  /** Runs in the recording transaction once the payment is written (the 'paid' notice). */
  onRecorded?: (tx: Tx) => Promise<void>;
}

/** Why a verified payment could not be recorded: its money has to go back. */
export type RecordRefusal = 'paid' | 'lapsed' | 'cancelled' | 'unavailable';
export type RecordOutcome =
  | { kind: 'recorded' | 'existing'; id: string; bookingId: string }
  | { kind: 'refused'; reason: RecordRefusal };

const intentColumns = {
  id: paymentIntents.id,
  clientSecret: paymentIntents.clientSecret,
  bookingId: paymentIntents.bookingId,
  amountCents: paymentIntents.amountCents,
  currency: paymentIntents.currency,
  status: paymentIntents.status,
  provider: paymentIntents.provider,
  cardFingerprint: paymentIntents.cardFingerprint,
};

/** payment_intents (the sandbox's store, Stripe's mirror), payments and webhook_events. */
export function createPaymentsRepository(db: Db) {
  return {
    /** The booking's one intent that is not canceled (payment_intents_live_booking_uq). */
    findLiveIntent(bookingId: string, provider: string) {
      return db
        .select(intentColumns)
        .from(paymentIntents)
        .where(
          and(
            eq(paymentIntents.bookingId, bookingId),
            eq(paymentIntents.provider, provider),
            ne(paymentIntents.status, 'canceled'),
          ),
        )
        .then((rows) => rows[0]);
    },

    countIntents(bookingId: string, provider: string) {
      return db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(paymentIntents)
        .where(and(eq(paymentIntents.bookingId, bookingId), eq(paymentIntents.provider, provider)))
        .then((rows) => rows[0]?.n ?? 0);
    },

    /** False when the booking already has a live intent (a concurrent call made it). */
    async insertIntent(record: IntentRecord): Promise<boolean> {
      const rows = await db
        .insert(paymentIntents)
        .values(record)
        .onConflictDoNothing()
        .returning({ id: paymentIntents.id });
      return rows.length > 0;
    },

    findIntent(id: string, provider: string) {
      return db
        .select(intentColumns)
        .from(paymentIntents)
        .where(and(eq(paymentIntents.id, id), eq(paymentIntents.provider, provider)))
        .then((rows) => rows[0]);
    },

    findIntentBySecret(clientSecret: string, provider: string) {
      return db
        .select(intentColumns)
        .from(paymentIntents)
        .where(
          and(eq(paymentIntents.clientSecret, clientSecret), eq(paymentIntents.provider, provider)),
        )
        .then((rows) => rows[0]);
    },

    /**
     * A verified payment given back because the sale could not happen (issue #45): the intent's
     * new status and what else must be written with it (the audit entry) in one transaction.
     */
    async markReturned(
      id: string,
      status: 'canceled' | 'refunded',
      alongside: (tx: Tx) => Promise<unknown>,
    ) {
      await db.transaction(async (tx) => {
        await tx
          .update(paymentIntents)
          .set({ status, updatedAt: sql`now()` })
          .where(eq(paymentIntents.id, id));
        await alongside(tx);
      });
    },

    async setIntentStatus(id: string, status: string, lastError?: string | null) {
      await db
        .update(paymentIntents)
        .set({
          status,
          updatedAt: sql`now()`,
          ...(lastError !== undefined ? { lastError } : {}),
        })
        .where(eq(paymentIntents.id, id));
    },

    /**
     * A declined card notes its error on the intent, if the intent is still open: a good
     * card confirmed concurrently may have made it succeed meanwhile, and that must stand.
     */
    async noteDecline(id: string, lastError: string) {
      await db
        .update(paymentIntents)
        .set({ lastError, updatedAt: sql`now()` })
        .where(
          and(eq(paymentIntents.id, id), inArray(paymentIntents.status, [...OPEN_INTENT_STATUSES])),
        );
    },

    /** Moves an intent from one of `from` to `to`; false when it was in none of them. */
    async moveIntent(id: string, from: string[], to: string): Promise<boolean> {
      const rows = await db
        .update(paymentIntents)
        .set({ status: to, updatedAt: sql`now()` })
        .where(and(eq(paymentIntents.id, id), inArray(paymentIntents.status, from)))
        .returning({ id: paymentIntents.id });
      return rows.length > 0;
    },

    /**
     * Only an open intent is authorised, once: concurrent confirmations get false but one.
     * Authorised, not captured (issue #18): the money is held until the handoff.
     */
    /** The sandbox's card step succeeded; `cardFingerprint` is its card's (issue #36). */
    async markIntentAuthorised(id: string, cardFingerprint?: string): Promise<boolean> {
      const rows = await db
        .update(paymentIntents)
        .set({
          status: HELD_INTENT_STATUS,
          lastError: null,
          updatedAt: sql`now()`,
          ...(cardFingerprint ? { cardFingerprint } : {}),
        })
        .where(
          and(eq(paymentIntents.id, id), inArray(paymentIntents.status, [...OPEN_INTENT_STATUSES])),
        )
        .returning({ id: paymentIntents.id });
      return rows.length > 0;
    },

    /**
     * Intents that may have been paid but were never recorded (a crash between the provider's
     * confirmation and our transaction), least recently checked first, from the last week.
     */
    findUnrecordedIntents(provider: string, limit: number) {
      return db
        .select({ id: paymentIntents.id, bookingId: paymentIntents.bookingId })
        .from(paymentIntents)
        .where(
          and(
            eq(paymentIntents.provider, provider),
            notInArray(paymentIntents.status, ['canceled', 'refunded']),
            sql`${paymentIntents.createdAt} > now() - interval '7 days'`,
            sql`not exists (select 1 from ${payments} where ${payments.transactionId} = ${paymentIntents.id})`,
          ),
        )
        .orderBy(asc(paymentIntents.updatedAt))
        .limit(limit);
    },

    findPaymentByTransaction(transactionId: string) {
      return db
        .select({ id: payments.id, bookingId: payments.bookingId })
        .from(payments)
        .where(eq(payments.transactionId, transactionId))
        .then((rows) => rows[0]);
    },

    /**
     * Payment, booking paid (its money held, issue #18) and listing sold in one transaction
     * (product-decisions §4). Locks
     * the listing, then the booking (booking's order: no deadlock). A recorded id answers as is.
     */
    record(p: PaymentToRecord): Promise<RecordOutcome> {
      return db.transaction(async (tx): Promise<RecordOutcome> => {
        const [listing] = await tx
          .select({ sold: products.sold, deleted: sql<boolean>`${products.deletedAt} is not null` })
          .from(products)
          .where(eq(products.id, p.productId))
          .for('update');
        const [booking] = await tx
          .select({
            paid: bookings.paid,
            buyerId: bookings.buyerId,
            buyerEmail: bookings.buyerEmail,
            lapsed: sql<boolean>`${bookings.expiresAt} <= now()`,
            // Cancelled by its buyer (issue #14 finding 7): the listing was given back.
            cancelled: sql<boolean>`${bookings.cancelledAt} is not null`,
          })
          .from(bookings)
          .where(eq(bookings.id, p.bookingId))
          .for('update');
        const [existing] = await tx
          .select({ id: payments.id, bookingId: payments.bookingId })
          .from(payments)
          .where(eq(payments.transactionId, p.intentId));
        if (existing) return { kind: 'existing', ...existing };
        if (!booking || booking.paid) return { kind: 'refused', reason: 'paid' };
        if (booking.cancelled) return { kind: 'refused', reason: 'cancelled' };
        if (booking.lapsed) return { kind: 'refused', reason: 'lapsed' };
        if (!listing || listing.sold || listing.deleted) {
          return { kind: 'refused', reason: 'unavailable' };
        }
        const [payment] = await tx
          .insert(payments)
          .values({
            bookingId: p.bookingId,
            productId: p.productId,
            buyerId: booking.buyerId,
            email: booking.buyerEmail,
            amountCents: p.amountCents,
            currency: p.currency,
            transactionId: p.intentId,
            provider: p.provider,
          })
          .returning({ id: payments.id });
        const held = p.settlement.held ? p.settlement : undefined;
        await tx
          .update(bookings)
          .set({
            paid: true,
            transactionId: p.intentId,
            paidAt: sql`now()`,
            settlement: held ? 'held' : 'released',
            ...(held
              ? {
                  handoffCodeHash: held.codeHash,
                  handoffCodeEncrypted: held.codeEncrypted,
                  handoffExpiresAt: sql`now() + ${held.windowHours} * interval '1 hour'`,
                }
              : { settledAt: sql`now()` }),
          })
          .where(eq(bookings.id, p.bookingId));
        // The booking is open and unpaid, the listing unsold: booked -> sold (decision 050).
        await listingStateWrites.sell(
          tx,
          p.productId,
          listingState({ sold: listing.sold, booking: true }),
        );
        await tx
          .update(paymentIntents)
          .set({
            status: held ? HELD_INTENT_STATUS : 'succeeded',
            lastError: null,
            updatedAt: sql`now()`,
          })
          .where(eq(paymentIntents.id, p.intentId));
        await p.onRecorded?.(tx);
        return { kind: 'recorded', id: payment!.id, bookingId: p.bookingId };
      });
    },

    async webhookEventSeen(id: string): Promise<boolean> {
      const rows = await db
        .select({ id: webhookEvents.id })
        .from(webhookEvents)
        .where(eq(webhookEvents.id, id));
      return rows.length > 0;
    },

    async markWebhookEvent(id: string, type: string) {
      await db.insert(webhookEvents).values({ id, type }).onConflictDoNothing();
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
