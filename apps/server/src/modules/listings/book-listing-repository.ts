import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import type { Executor } from './listings-repository.ts';

/** One booking attempt as book_listing takes it (migrations 0005, 0008, 0011). */
export interface BookListingCall {
  buyerId: string;
  listingId: string;
  holdMs: number;
  maxOpen: number;
  buyerEmail: string;
  buyerName: string;
  buyerNumber: string;
  meetingLocation: string;
}

/** What the SQL function answered, as it came: a new booking's id, or why it refused. */
export interface BookListingRow {
  bookingId: string | null;
  refusal: string | null;
  /** REBOOK_COOLDOWN only: a Date or a string, as the driver hands back timestamptz. */
  cooldownUntil?: unknown;
}

/**
 * The listing's `book` transition (available -> booked) lives in SQL, under its locks:
 * book_listing takes the buyer's lock and the listing's row lock in decision 012's order,
 * releases lapsed holds and books only an available listing of someone else's, within the
 * buyer's cap and cooldown; book_listing_at_price (migration 0028) then sets the agreed price.
 * Each is one statement that writes nothing when it refuses. Only the listings room calls them
 * (decision 050); bookings and offers ask through its door.
 */
export const bookListingFunctions = {
  async book(ex: Executor, a: BookListingCall): Promise<BookListingRow | undefined> {
    const result = await ex.execute(sql`
      select booking_id as "bookingId", refusal, cooldown_until as "cooldownUntil"
      from book_listing(${a.buyerId}::uuid, ${a.listingId}::uuid,
        ${a.holdMs}::float8, ${a.maxOpen}::int, ${a.buyerEmail},
        ${a.buyerName}, ${a.buyerNumber}, ${a.meetingLocation})`);
    return rowsOf<BookListingRow>(result)[0];
  },

  async bookAtPrice(
    ex: Executor,
    a: BookListingCall & { priceCents: number },
  ): Promise<BookListingRow | undefined> {
    const result = await ex.execute(sql`
      select booking_id as "bookingId", refusal, cooldown_until as "cooldownUntil"
        from book_listing_at_price(${a.buyerId}::uuid, ${a.listingId}::uuid,
          ${a.holdMs}::float8, ${a.maxOpen}::int, ${a.buyerEmail}, ${a.buyerName},
          ${a.buyerNumber}, ${a.meetingLocation}, ${a.priceCents}::int)`);
    return rowsOf<BookListingRow>(result)[0];
  },
};
