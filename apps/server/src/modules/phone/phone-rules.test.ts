import { expect, it } from 'vitest';
import { createFixtures } from '../../test/fixtures.ts';
import { markPhoneVerified, verifyPhoneThroughApi } from '../../test/phone-helpers.ts';
import {
  account,
  addProduct,
  category,
  productBody,
  storedImage,
} from '../../test/selling-helpers.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';

/** Issue #36: REQUIRE_VERIFIED_PHONE_TO_SELL makes a new listing need a verified phone. */
describeOnEachDatabase(
  'selling needs a verified phone when REQUIRE_VERIFIED_PHONE_TO_SELL=true (issue #36)',
  (ctx) => {
    it('When a seller without a verified phone adds a listing, then it is 403 PHONE_NOT_VERIFIED pointing to the profile; once verified it is listed', async () => {
      const seller = await account(ctx(), 'seller');
      const body = productBody({
        categoriesId: await category(ctx()),
        productImg: await storedImage(ctx()),
      });
      const refused = await addProduct(ctx().app, seller, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('PHONE_NOT_VERIFIED');
      expect(refused.json().message).toMatch(/Verify your phone number on your Profile/);
      await verifyPhoneThroughApi(ctx().app, ctx().database.db, seller.headers);
      const listed = await addProduct(ctx().app, seller, body);
      expect(listed.statusCode, listed.body).toBe(200);
    });
  },
  { REQUIRE_VERIFIED_PHONE_TO_SELL: 'true' },
);

describeOnEachDatabase('selling by default (REQUIRE_VERIFIED_PHONE_TO_SELL unset)', (ctx) => {
  it('When a seller without a verified phone adds a listing, then it is listed as before', async () => {
    const seller = await account(ctx(), 'seller');
    const body = productBody({
      categoriesId: await category(ctx()),
      productImg: await storedImage(ctx()),
    });
    const res = await addProduct(ctx().app, seller, body);
    expect(res.statusCode, res.body).toBe(200);
  });
});

describeOnEachDatabase('the "Phone verified" mark on public cards (issue #36)', (ctx) => {
  it("When a seller has a verified phone, then their cards and listing page say so without the number; another seller's say not", async () => {
    const f = createFixtures(ctx().database.db);
    const [verified, plain] = [await f.seller(), await f.seller()];
    const phone = await markPhoneVerified(ctx().database.db, verified.id);
    const [mine, theirs] = [
      await f.product({ seller: verified }),
      await f.product({ seller: plain }),
    ];
    const list = (await ctx().app.inject({ url: '/api/allproducts?limit=100' })).json();
    const card = (id: string) => list.find((p: { _id: string }) => p._id === id);
    expect(card(mine.id).sellerPhoneVerified).toBe(true);
    expect(card(theirs.id).sellerPhoneVerified).toBe(false);
    // Search results are cards too.
    const found = await ctx().app.inject({ url: '/api/search?limit=48' });
    expect(found.statusCode, found.body).toBe(200);
    const hit = (id: string) => found.json().items.find((p: { _id: string }) => p._id === id);
    expect(hit(mine.id).sellerPhoneVerified).toBe(true);
    expect(hit(theirs.id).sellerPhoneVerified).toBe(false);
    const page = await ctx().app.inject({ url: `/api/listings/${mine.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().sellerPhoneVerified).toBe(true);
    for (const body of [JSON.stringify(list), found.body, page.body]) {
      expect(body).not.toContain(phone);
      expect(body).not.toContain(phone.slice(4));
    }
  });
});
