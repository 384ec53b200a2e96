import { beforeAll, expect, it } from 'vitest';
import {
  listing,
  markSold,
  type SellingCast,
  sellingCalls,
  sellingCast,
  storedListing,
} from '../../test/selling-helpers.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';

describeOnEachDatabase('selling: advertise, delete, who may, sold and gone listings', (ctx) => {
  let cast: SellingCast;
  beforeAll(async () => {
    cast = await sellingCast(ctx());
  });
  const { advertise, edit, remove, publicIds } = sellingCalls(ctx);

  it('When the seller advertises, then modifiedCount is 1, then 0 on repeat, and it leads /api/advertisement', async () => {
    const older = await listing(ctx(), cast.seller, cast.body);
    const newer = await listing(ctx(), cast.seller, cast.body);
    expect((await advertise(newer, cast.seller)).json()).toEqual({
      acknowledged: true,
      modifiedCount: 1,
    });
    const res = await advertise(older, cast.seller);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ acknowledged: true, modifiedCount: 1 });
    const again = await advertise(older, cast.seller);
    expect(again.json()).toEqual({ acknowledged: true, modifiedCount: 0 });
    const row = await storedListing(ctx(), older);
    expect(row?.advertisement).toBe(true);
    expect(row?.advertisedAt).toBeInstanceOf(Date);
    // Advertised last, so shown first, even though it was posted earlier.
    expect((await publicIds('/api/advertisement')).slice(0, 2)).toEqual([older, newer]);
  });

  it("When the spec's client advertises or deletes with a JSON content type and no body, then it works", async () => {
    const id = await listing(ctx(), cast.seller, cast.body);
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await ctx().app.inject({
        method,
        url: `/api/product/${id}`,
        headers: { ...cast.seller.headers, 'content-type': 'application/json' },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const withBody = await ctx().app.inject({
      method: 'PUT',
      url: `/api/product/${await listing(ctx(), cast.seller, cast.body)}`,
      headers: cast.seller.headers,
      payload: { advertisement: false },
    });
    expect(withBody.statusCode).toBe(400);
  });

  it("When someone else advertises, edits or deletes a seller's listing, then 403 and nothing changes", async () => {
    const id = await listing(ctx(), cast.seller, cast.body);
    const attempts = [
      ['advertise', cast.otherSeller, () => advertise(id, cast.otherSeller)],
      ['advertise', cast.admin, () => advertise(id, cast.admin)],
      ['advertise', cast.buyer, () => advertise(id, cast.buyer)],
      ['edit', cast.otherSeller, () => edit(id, cast.otherSeller, { sellingPrice: 1 })],
      ['edit', cast.admin, () => edit(id, cast.admin, { description: 'Changed by admin' })],
      ['delete', cast.otherSeller, () => remove(id, cast.otherSeller)],
      ['delete', cast.buyer, () => remove(id, cast.buyer)],
    ] as const;
    for (const [what, who, send] of attempts) {
      const res = await send();
      expect(res.statusCode, `${what} by ${who.email}`).toBe(403);
      expect(res.json().code).toBe('NOT_OWNER');
    }
    expect(await storedListing(ctx(), id)).toMatchObject({
      advertisement: false,
      sellingPriceCents: 45050,
      description: cast.body.description,
      deletedAt: null,
    });
  });

  it('When an admin deletes any listing, then deletedCount is 1 and a second delete is 404', async () => {
    const id = await listing(ctx(), cast.seller, cast.body);
    const res = await remove(id, cast.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    const again = await remove(id, cast.admin);
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('PRODUCT_NOT_FOUND');
  });

  it('When a listing is sold, then nobody can advertise or edit it (409 for its seller)', async () => {
    const id = await listing(ctx(), cast.seller, cast.body);
    await markSold(ctx(), id);
    const res = await advertise(id, cast.seller);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'A sold listing cannot be advertised.',
      code: 'LISTING_SOLD',
    });
    expect((await edit(id, cast.seller, { sellingPrice: 10 })).statusCode).toBe(409);
    expect((await advertise(id, cast.otherSeller)).statusCode).toBe(403);
    expect((await advertise(id, cast.admin)).statusCode).toBe(403);
    expect((await storedListing(ctx(), id))?.advertisement).toBe(false);
    // Deleting stays possible: the sale keeps pointing at the soft-deleted row.
    expect((await remove(id, cast.seller)).statusCode).toBe(200);
  });

  it('When an id is unknown, malformed or deleted, then advertise, edit, delete and report answer 404', async () => {
    const deleted = await listing(ctx(), cast.seller, cast.body);
    expect((await remove(deleted, cast.seller)).statusCode).toBe(200);
    for (const id of [deleted, '00000000-0000-4000-8000-000000000000', 'not-an-id', '1']) {
      expect((await advertise(id, cast.seller)).statusCode, `advertise ${id}`).toBe(404);
      expect((await edit(id, cast.seller, { sellingPrice: 5 })).statusCode, `edit ${id}`).toBe(404);
      expect((await remove(id, cast.admin)).statusCode, `delete ${id}`).toBe(404);
      const report = await ctx().app.inject({
        method: 'PUT',
        url: `/api/report/${id}`,
        headers: cast.buyer.headers,
      });
      expect(report.statusCode, `report ${id}`).toBe(404);
    }
    expect((await storedListing(ctx(), deleted))?.advertisement).toBe(false);
  });
});
