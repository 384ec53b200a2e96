import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { products } from '../../db/schema.ts';
import { ConflictError } from '../../lib/errors.ts';
import { createFixtures } from '../../test/fixtures.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { listingState } from './listing-state.ts';
import { listingStateWrites } from './listings-repository.ts';
import {
  heldFromPublic,
  isOnMarket,
  isShownToEveryone,
  maySeeHeld,
  onMarket,
} from './on-market.ts';

describeOnEachDatabase('listings: the only writes of the listing state', (ctx) => {
  const fixtures = () => createFixtures(ctx().database.db);
  const stateOf = async (id: string) => {
    const [row] = await ctx()
      .database.db.select({
        sold: products.sold,
        booking: products.booking,
        reviewState: products.reviewState,
        deletedAt: products.deletedAt,
      })
      .from(products)
      .where(eq(products.id, id));
    return row!;
  };

  it('When a booked listing is paid for, then it is sold; a sold one is refused with the table’s 409 and nothing is written', async () => {
    const f = fixtures();
    const phone = await f.product({ booking: true, advertisement: true });
    const db = ctx().database.db;
    await listingStateWrites.sell(db, phone.id, listingState(await stateOf(phone.id)));
    expect(await stateOf(phone.id)).toMatchObject({ sold: true, booking: false });
    const other = await f.product({ sold: true, booking: true });
    await expect(listingStateWrites.sell(db, other.id, 'sold')).rejects.toThrow(
      new ConflictError('This listing has already been sold.', 'LISTING_SOLD'),
    );
    expect(await stateOf(other.id)).toMatchObject({ sold: true, booking: true });
  });

  it('When a booking lapses, then the listing is available; an available one is refused (LISTING_NOT_BOOKED)', async () => {
    const phone = await fixtures().product({ booking: true });
    const db = ctx().database.db;
    await listingStateWrites.lapse(db, phone.id, 'booked');
    expect(listingState(await stateOf(phone.id))).toBe('available');
    await expect(listingStateWrites.lapse(db, phone.id, 'available')).rejects.toMatchObject({
      statusCode: 409,
      code: 'LISTING_NOT_BOOKED',
    });
  });

  it('When a held listing is approved or rejected, then its review state follows; a sold one is refused and kept', async () => {
    const f = fixtures();
    const db = ctx().database.db;
    const held = await f.product({ reviewState: 'pending_review' });
    await listingStateWrites.approve(db, held.id, 'pending_review');
    expect((await stateOf(held.id)).reviewState).toBe('clear');
    await listingStateWrites.reject(db, held.id, 'available');
    expect((await stateOf(held.id)).reviewState).toBe('rejected');
    const sold = await f.product({ sold: true });
    await expect(listingStateWrites.reject(db, sold.id, 'sold')).rejects.toThrow(
      'A sold listing cannot be rejected.',
    );
    expect((await stateOf(sold.id)).reviewState).toBe('clear');
  });

  it('When a sold listing is refunded, then it is on the market again unless its seller is gone', async () => {
    const f = fixtures();
    const db = ctx().database.db;
    const phone = await f.product({ sold: true });
    await listingStateWrites.refund(db, phone.id);
    expect(isOnMarket(await stateOf(phone.id))).toBe(true);
    const gone = await f.seller({ deletedAt: new Date() });
    const orphan = await f.product({ seller: gone, sold: true });
    await listingStateWrites.refund(db, orphan.id);
    const after = await stateOf(orphan.id);
    expect(after.sold).toBe(false);
    expect(after.deletedAt).not.toBeNull();
    expect(isShownToEveryone(after)).toBe(false);
  });

  it('When a listing is deleted twice, then the second delete changes nothing; a seller’s withdrawal keeps sold ones', async () => {
    const f = fixtures();
    const db = ctx().database.db;
    const seller = await f.seller();
    const [open, sold] = [await f.product({ seller }), await f.product({ seller, sold: true })];
    expect(await listingStateWrites.withdrawSellerListings(db, seller.id)).toEqual([open.id]);
    expect((await stateOf(sold.id)).deletedAt).toBeNull();
    expect(await listingStateWrites.delete(db, open.id)).toBe(false);
    expect(await listingStateWrites.delete(db, sold.id)).toBe(true);
  });

  it('When the public lists ask for the market, then held, rejected, sold and deleted listings are left out; the held ones are the seller’s and admins’', async () => {
    const f = fixtures();
    const db = ctx().database.db;
    const seller = await f.seller();
    const live = await f.product({ seller });
    await f.product({ seller, reviewState: 'pending_review' });
    await f.product({ seller, reviewState: 'rejected' });
    await f.product({ seller, sold: true });
    await f.product({ seller, deletedAt: new Date() });
    const market = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.sellerId, seller.id), onMarket));
    expect(market.map((r) => r.id)).toEqual([live.id]);
    const held = await db
      .select({ reviewState: products.reviewState })
      .from(products)
      .where(and(eq(products.sellerId, seller.id), heldFromPublic));
    expect(held.map((r) => r.reviewState).sort()).toEqual(['pending_review', 'rejected']);
  });
});

it('When someone who is not its seller or an admin asks to see a held listing, then only the seller and the admins may', () => {
  const listing = { sellerId: 's1' };
  expect(maySeeHeld(listing, { id: 's1', role: 'seller' })).toBe(true);
  expect(maySeeHeld(listing, { id: 'a1', role: 'admin' })).toBe(true);
  expect(maySeeHeld(listing, { id: 'b1', role: '' })).toBe(false);
  expect(maySeeHeld(listing, undefined)).toBe(false);
  expect(isShownToEveryone({ deletedAt: null, reviewState: 'clear' })).toBe(true);
  expect(isShownToEveryone({ deleted: true, reviewState: 'clear' })).toBe(false);
  expect(isOnMarket({ sold: true, reviewState: 'clear' })).toBe(false);
});
