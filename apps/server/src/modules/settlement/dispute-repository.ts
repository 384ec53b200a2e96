import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, products } from '../../db/schema.ts';
import type { Executor } from './settlement-repository.ts';

/** Past the seller's time to answer a decline, by the database clock (every instance agrees). */
const answerLate = sql<boolean>`(${bookings.declineAnswerDueAt} is not null
  and ${bookings.declineAnswerDueAt} <= now())`.mapWith(Boolean);

/** The deal and its two parties: what every row on the admins' Disputes page starts with. */
const dealColumns = {
  id: bookings.id,
  productId: bookings.productId,
  productName: bookings.productName,
  productImg: bookings.productImg,
  buyerName: bookings.buyerName,
  buyerEmail: bookings.buyerEmail,
  sellerName: products.sellerName,
  sellerEmail: bookings.sellerEmail,
  priceCents: bookings.priceCents,
  settlement: bookings.settlement,
};

/** What `dealColumns` reads, for the service's shared mapping. */
export type DealRow = Pick<DisputeRow, keyof typeof dealColumns>;

const disputeColumns = {
  ...dealColumns,
  declineReason: bookings.declineReason,
  declineNote: bookings.declineNote,
  declinePhotos: bookings.declinePhotos,
  declinedAt: bookings.declinedAt,
  declineAnswerDueAt: bookings.declineAnswerDueAt,
  disputeOpenedAt: bookings.disputeOpenedAt,
  disputeOutcome: bookings.disputeOutcome,
  disputeResolutionNote: bookings.disputeResolutionNote,
  disputeResolvedAt: bookings.disputeResolvedAt,
};

export type DisputeRow = Awaited<ReturnType<typeof listOpen>>[number];

function listOpen(db: Db, limit: number) {
  return db
    .select(disputeColumns)
    .from(bookings)
    .innerJoin(products, eq(products.id, bookings.productId))
    .where(and(isNotNull(bookings.disputeOpenedAt), isNull(bookings.disputeResolvedAt)))
    .orderBy(asc(bookings.disputeOpenedAt), asc(bookings.id))
    .limit(limit);
}

/**
 * The SQL of declines and disputes (issue #18). Transitions themselves are written by the
 * settlement mover; these read what its checks and the admins' Disputes page need.
 */
export const disputeRepository = {
  /** What the decline/dispute checks need, read under the mover's row lock (`ex` is its tx). */
  async readDecision(ex: Executor, bookingId: string) {
    const [row] = await ex
      .select({
        declineAnswerDueAt: bookings.declineAnswerDueAt,
        answerLate,
        declinedAt: bookings.declinedAt,
        disputeOpenedAt: bookings.disputeOpenedAt,
        disputeOutcome: bookings.disputeOutcome,
      })
      .from(bookings)
      .where(eq(bookings.id, bookingId));
    return row;
  },

  /** Open disputes, the oldest first: the admins' work queue. */
  listOpen,

  /** Decided disputes, the newest decision first. */
  listResolved(db: Db, limit: number) {
    return db
      .select(disputeColumns)
      .from(bookings)
      .innerJoin(products, eq(products.id, bookings.productId))
      .where(and(isNotNull(bookings.disputeOpenedAt), isNotNull(bookings.disputeResolvedAt)))
      .orderBy(desc(bookings.disputeResolvedAt), desc(bookings.id))
      .limit(limit);
  },

  /** Deals flagged for wrong handoff codes (issue #36 N7), the newest flag first. */
  listFlagged(db: Db, limit: number) {
    return db
      .select({
        ...dealColumns,
        wrongCodes: bookings.handoffWrongCodes,
        flaggedAt: bookings.handoffFlaggedAt,
        // Only a lock still running is worth showing.
        lockedUntil: sql<Date | null>`case when ${bookings.handoffLockedUntil} > now()
          then ${bookings.handoffLockedUntil} end`.mapWith(bookings.handoffLockedUntil),
      })
      .from(bookings)
      .innerJoin(products, eq(products.id, bookings.productId))
      .where(isNotNull(bookings.handoffFlaggedAt))
      .orderBy(desc(bookings.handoffFlaggedAt), desc(bookings.id))
      .limit(limit);
  },

  /** One dispute (a booking that was ever disputed), or undefined. */
  findOne(db: Db, bookingId: string) {
    return db
      .select(disputeColumns)
      .from(bookings)
      .innerJoin(products, eq(products.id, bookings.productId))
      .where(and(eq(bookings.id, bookingId), isNotNull(bookings.disputeOpenedAt)))
      .then((rows) => rows[0]);
  },
};
