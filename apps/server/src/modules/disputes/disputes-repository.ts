import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { bookings, products } from '../../db/schema.ts';
import { dealSnapshots, disputeStatements } from '../../db/schema-disputes.ts';

export type Executor = Db | Tx;
export type Party = 'buyer' | 'seller';
export type StatementRow = typeof disputeStatements.$inferSelect;

/**
 * The SQL of disputes' statements and the deals' copies of their listing (issue #46). The
 * money's columns stay settlement's: these only read them.
 */
export const disputesRepository = {
  /**
   * Copies the listing as it is now for its booking, once (the first copy stands): at booking,
   * and again at payment for a deal booked before copies were taken.
   */
  async snapshot(ex: Executor, bookingId: string) {
    await ex.execute(sql`
      insert into ${dealSnapshots} (booking_id, title, price_cents, details, photos)
      select b.id, p.product_name, b.price_cents,
        jsonb_build_object(
          'description', p.description, 'condition', p.product_condition, 'area', p.area,
          'storageGb', p.storage_gb, 'ramGb', p.ram_gb, 'colour', p.colour,
          'batteryHealth', p.battery_health, 'defects', to_jsonb(p.defects),
          'accessories', to_jsonb(p.accessories)),
        case when cardinality(p.photos) > 0 then to_jsonb(p.photos)
          else jsonb_build_array(p.product_img) end
      from ${bookings} b join ${products} p on p.id = b.product_id
      where b.id = ${bookingId}
      on conflict (booking_id) do nothing`);
  },

  /** The copy taken for a booking, if any. */
  async readSnapshot(ex: Executor, bookingId: string) {
    const [row] = await ex
      .select()
      .from(dealSnapshots)
      .where(eq(dealSnapshots.bookingId, bookingId));
    return row;
  },

  /** The listing now, in the copy's shape: for a deal from before copies were taken. */
  async readListingNow(ex: Executor, bookingId: string) {
    const [row] = await ex
      .select({
        title: products.productName,
        priceCents: bookings.priceCents,
        photos: products.photos,
        productImg: products.productImg,
        description: products.description,
        condition: products.productCondition,
        area: products.area,
        storageGb: products.storageGb,
        ramGb: products.ramGb,
        colour: products.colour,
        batteryHealth: products.batteryHealth,
        defects: products.defects,
        accessories: products.accessories,
      })
      .from(bookings)
      .innerJoin(products, eq(products.id, bookings.productId))
      .where(eq(bookings.id, bookingId));
    return row;
  },

  /** The deal's parties and where its dispute stands (the booking's own columns). */
  async readDeal(ex: Executor, bookingId: string, { lock = false } = {}) {
    const query = ex
      .select({
        id: bookings.id,
        productId: bookings.productId,
        productName: bookings.productName,
        buyerId: bookings.buyerId,
        sellerId: bookings.sellerId,
        settlement: bookings.settlement,
        createdAt: bookings.createdAt,
        paidAt: bookings.paidAt,
        declinedAt: bookings.declinedAt,
        disputeOpenedAt: bookings.disputeOpenedAt,
        disputeOutcome: bookings.disputeOutcome,
        disputeResolutionNote: bookings.disputeResolutionNote,
        disputeResolvedAt: bookings.disputeResolvedAt,
      })
      .from(bookings)
      .where(eq(bookings.id, bookingId));
    const [row] = await (lock ? query.for('share') : query);
    return row;
  },

  /** Both parties' rows, each due `hours` from now; a second call changes nothing. */
  async open(tx: Executor, bookingId: string, hours: number) {
    const dueAt = sql`now() + ${hours} * interval '1 hour'`;
    await tx
      .insert(disputeStatements)
      .values([
        { bookingId, party: 'buyer', dueAt },
        { bookingId, party: 'seller', dueAt },
      ])
      .onConflictDoNothing();
  },

  /** Both rows of a dispute (none for a dispute opened before statements existed). */
  async statements(ex: Executor, bookingId: string) {
    return ex
      .select({
        row: disputeStatements,
        late: sql<boolean>`(${disputeStatements.statedAt} is null
          and ${disputeStatements.dueAt} <= now())`.mapWith(Boolean),
      })
      .from(disputeStatements)
      .where(eq(disputeStatements.bookingId, bookingId))
      .orderBy(asc(disputeStatements.party));
  },

  /**
   * Of these disputes, the ones an admin may not decide yet (decision 059): a side is still
   * within its time to state and no deadline has passed. One statement for the whole list.
   */
  async waitingForStatements(ex: Executor, bookingIds: string[]): Promise<Set<string>> {
    if (bookingIds.length === 0) return new Set();
    const rows = await ex
      .select({ bookingId: disputeStatements.bookingId })
      .from(disputeStatements)
      .where(inArray(disputeStatements.bookingId, bookingIds))
      .groupBy(disputeStatements.bookingId)
      .having(
        sql`bool_or(${disputeStatements.statedAt} is null and ${disputeStatements.dueAt} > now())
          and not bool_or(${disputeStatements.statedAt} is null and ${disputeStatements.dueAt} <= now())`,
      );
    return new Set(rows.map((r) => r.bookingId));
  },

  /** The row of one party, locked for its write. */
  async lockStatement(tx: Tx, bookingId: string, party: Party) {
    const [row] = await tx
      .select({
        row: disputeStatements,
        late: sql<boolean>`${disputeStatements.dueAt} <= now()`.mapWith(Boolean),
      })
      .from(disputeStatements)
      .where(and(eq(disputeStatements.bookingId, bookingId), eq(disputeStatements.party, party)))
      .for('update');
    return row;
  },

  async writeStatement(tx: Tx, bookingId: string, party: Party, text: string, photos: string[]) {
    await tx
      .update(disputeStatements)
      .set({ text, photos, statedAt: sql`now()` })
      .where(and(eq(disputeStatements.bookingId, bookingId), eq(disputeStatements.party, party)));
  },

  /**
   * Unstated rows of open disputes whose deadline is within `hours` and not yet passed, not
   * reminded yet: locked and skipped by a concurrent sweep on another instance.
   */
  async dueReminders(tx: Tx, hours: number, limit: number) {
    return tx
      .select({
        bookingId: disputeStatements.bookingId,
        party: disputeStatements.party,
        hoursLeft: sql<number>`greatest(1, ceil(extract(epoch from (${disputeStatements.dueAt} - now())) / 3600))::int`,
        productName: bookings.productName,
        buyerId: bookings.buyerId,
        sellerId: bookings.sellerId,
      })
      .from(disputeStatements)
      .innerJoin(bookings, eq(bookings.id, disputeStatements.bookingId))
      .where(
        and(
          isNull(disputeStatements.statedAt),
          isNull(disputeStatements.remindedAt),
          isNull(bookings.disputeResolvedAt),
          lte(disputeStatements.dueAt, sql`now() + ${hours} * interval '1 hour'`),
          sql`${disputeStatements.dueAt} > now()`,
        ),
      )
      .orderBy(asc(disputeStatements.dueAt))
      .limit(limit)
      .for('update', { of: disputeStatements, skipLocked: true });
  },

  async markReminded(tx: Tx, bookingId: string, party: Party) {
    await tx
      .update(disputeStatements)
      .set({ remindedAt: sql`now()` })
      .where(and(eq(disputeStatements.bookingId, bookingId), eq(disputeStatements.party, party)));
  },
};
