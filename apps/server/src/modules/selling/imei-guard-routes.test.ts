import { checkImei, PHONE_TEXTS } from '@phonebazaar/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { imeiBlocklist, products, reports } from '../../db/schema.ts';
import { createImeiCrypto } from '../../lib/imei-crypto.ts';
import { freshImei } from '../../test/imei-helpers.ts';
import {
  account,
  addProduct,
  listing,
  markSold,
  type SellingCast,
  sellingCalls,
  sellingCast,
  storedListing,
} from '../../test/selling-helpers.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';

describeOnEachDatabase(
  'selling: the IMEI guard (issue #16)',
  (ctx) => {
    let cast: SellingCast;
    beforeAll(async () => {
      cast = await sellingCast(ctx());
    });
    const { edit, remove } = sellingCalls(ctx);
    const add = (who = cast.seller, imei?: string) =>
      addProduct(ctx().app, who, { ...cast.body, ...(imei !== undefined ? { imei } : {}) });
    const reportsOf = (productId: string) =>
      ctx()
        .database.db.select({ reporterId: reports.reporterId, reason: reports.reason })
        .from(reports)
        .where(eq(reports.productId, productId));

    it('When the IMEI has the wrong length, is an IMEISV or fails its check digit, then 400 with its code and message', async () => {
      for (const [imei, code] of [
        ['12345', 'IMEI_LENGTH'],
        ['4901542032375186', 'IMEI_LENGTH'],
        ['490154203237519', 'IMEI_CHECK_DIGIT'],
        ['abc', 'IMEI_LENGTH'],
      ] as const) {
        const res = await add(cast.seller, imei);
        expect(res.statusCode, imei).toBe(400);
        expect(res.json().code).toBe(code);
        const expected = checkImei(imei);
        expect(expected.ok).toBe(false);
        if (!expected.ok) expect(res.json().fieldErrors.imei).toEqual([expected.message]);
      }
      expect((await add(cast.seller, '4901542032375186')).json().message).toContain('IMEISV');
    });

    it('When a valid IMEI is listed, then only its keyed hash, ciphertext and last 4 are stored', async () => {
      const imei = freshImei();
      const spaced = `${imei.slice(0, 5)} ${imei.slice(5, 10)}-${imei.slice(10)}`;
      const res = await add(cast.seller, spaced);
      expect(res.statusCode, res.body).toBe(200);
      const row = await storedListing(ctx(), res.json().insertedId);
      const crypto = createImeiCrypto(ctx().env.IMEI_KEY);
      expect(row?.imeiHash).toBe(crypto.hash(imei));
      expect(row?.imeiLast4).toBe(imei.slice(-4));
      expect(row?.imeiEncrypted).not.toContain(imei);
      expect(crypto.decrypt(row?.imeiEncrypted ?? '')).toBe(imei);
    });

    it('When another seller lists a phone already live, then 409 IMEI_ALREADY_LISTED and one "Duplicate IMEI" report however often they try', async () => {
      const imei = freshImei();
      const first = await listing(ctx(), cast.seller, { ...cast.body, imei });
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const again = await add(cast.otherSeller, imei);
        expect(again.statusCode).toBe(409);
        expect(again.json()).toMatchObject({
          code: 'IMEI_ALREADY_LISTED',
          message: PHONE_TEXTS.errors.IMEI_ALREADY_LISTED,
        });
      }
      expect(await reportsOf(first)).toEqual([
        { reporterId: cast.otherSeller.id, reason: 'Duplicate IMEI' },
      ]);
      // Reported Items shows the admin the reason and the full IMEI to check it with.
      const reported = await ctx().app.inject({
        method: 'GET',
        url: '/api/report?limit=100',
        headers: cast.admin.headers,
      });
      expect(reported.json().find((r: { _id: string }) => r._id === first)).toMatchObject({
        reasons: ['Duplicate IMEI'],
        imei,
        imeiLast4: imei.slice(-4),
      });
      // The seller listing the same phone twice is refused too, but does not report themselves.
      expect((await add(cast.seller, imei)).statusCode).toBe(409);
      expect(await reportsOf(first)).toHaveLength(1);
    });

    it('When the live listing is sold or deleted, then the phone can be listed again', async () => {
      const imei = freshImei();
      const sold = await listing(ctx(), cast.seller, { ...cast.body, imei });
      await markSold(ctx(), sold);
      const relisted = await listing(ctx(), cast.otherSeller, { ...cast.body, imei });
      expect((await remove(relisted, cast.otherSeller)).statusCode).toBe(200);
      expect((await add(cast.seller, imei)).statusCode).toBe(200);
    });

    it('When an edit gives a listing the IMEI of another live listing, then 409; its own IMEI again changes nothing', async () => {
      const imei = freshImei();
      await listing(ctx(), cast.otherSeller, { ...cast.body, imei });
      const mine = await listing(ctx(), cast.seller, cast.body);
      const res = await edit(mine, cast.seller, { imei });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('IMEI_ALREADY_LISTED');
      const own = freshImei();
      expect((await edit(mine, cast.seller, { imei: own })).json().modifiedCount).toBe(1);
      expect((await edit(mine, cast.seller, { imei: own })).json().modifiedCount).toBe(0);
      expect((await edit(mine, cast.seller, { imei: '123' })).json().code).toBe('IMEI_LENGTH');
    });

    it('When the IMEI is on the blocklist, then adding or editing it is 403 IMEI_BLOCKED with neutral words', async () => {
      const imei = freshImei();
      const crypto = createImeiCrypto(ctx().env.IMEI_KEY);
      await ctx()
        .database.db.insert(imeiBlocklist)
        .values({ imeiHash: crypto.hash(imei), imeiLast4: imei.slice(-4), note: 'stolen' });
      const res = await add(cast.seller, imei);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        code: 'IMEI_BLOCKED',
        message: PHONE_TEXTS.errors.IMEI_BLOCKED,
      });
      const mine = await listing(ctx(), cast.seller, cast.body);
      expect((await edit(mine, cast.seller, { imei })).json().code).toBe('IMEI_BLOCKED');
      expect((await storedListing(ctx(), mine))?.imeiHash).toBeNull();
    });

    it('When 50 sellers list one IMEI at once, then exactly one listing is created and 49 are refused 409', async () => {
      const imei = freshImei();
      const sellers = await Promise.all(Array.from({ length: 50 }, () => account(ctx(), 'seller')));
      const answers = await Promise.all(sellers.map((who) => add(who, imei)));
      const codes = answers.map((res) => res.statusCode).sort();
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(49);
      const crypto = createImeiCrypto(ctx().env.IMEI_KEY);
      const live = await ctx()
        .database.db.select({ id: products.id })
        .from(products)
        .where(and(eq(products.imeiHash, crypto.hash(imei)), eq(products.sold, false)));
      expect(live).toHaveLength(1);
      expect(await reportsOf(live[0]!.id)).toHaveLength(49);
    });
    // The race needs 50 sellers: more sign-ups from one address than the real limit allows.
  },
  { AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' },
);
