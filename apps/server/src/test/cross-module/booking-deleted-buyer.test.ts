import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { bookings } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/access.ts';
import { UnauthorizedError } from '../../lib/errors.ts';
import { createAdminUsersRepository } from '../../modules/admin/admin-users-repository.ts';
import { createBookListing } from '../../modules/bookings/book-listing.ts';
import { createBookingsRepository } from '../../modules/bookings/bookings-repository.ts';
import { createBookingsService } from '../../modules/bookings/bookings-service.ts';
import { createUsersRepository } from '../../modules/users/users-repository.ts';
import { buyingCast } from '../buying-helpers.ts';
import { describeOnEachDatabase } from '../test-app.ts';

/**
 * Found by the workload suite (test/workload): a buyer deleted between authentication and
 * the booking's transaction kept an open booking, holding the listing for an account that
 * no longer exists. Replayed here in that order: authenticated, deleted, then booking.
 */
describeOnEachDatabase('Booking by an account deleted meanwhile', (ctx) => {
  let cast: Awaited<ReturnType<typeof buyingCast>>;
  beforeAll(async () => {
    cast = await buyingCast(ctx());
  });

  it('When the buyer is deleted after authentication, then 401 and no booking holds the listing', async () => {
    const db = ctx().database.db;
    const row = cast.buyer.row;
    const authenticated: AuthUser = {
      id: row.id,
      email: row.email,
      role: '',
      name: row.name,
      verified: false,
    };
    await createAdminUsersRepository(db).deleteAccount(row.id, () => {});

    const repository = createBookingsRepository(db);
    const service = createBookingsService({
      bookings: repository,
      users: createUsersRepository(db),
      booking: createBookListing({
        bookings: repository,
        holdHours: 24,
        maxOpen: 3,
        notify: async () => {},
      }),
      publicUrl: ctx().env.PUBLIC_URL,
      readImei: () => undefined,
    });
    const attempt = service.book(authenticated, {
      productId: cast.product.id,
      buyerNumber: '+8801712345678',
      meetingLocation: 'Dhaka',
    });
    await expect(attempt).rejects.toBeInstanceOf(UnauthorizedError);
    const held = await db.select().from(bookings).where(eq(bookings.productId, cast.product.id));
    expect(held).toEqual([]);
  });
});
