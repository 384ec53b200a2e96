import type { OwnProduct, ReviewQueueItem } from '@phonebazaar/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { products } from '../../db/schema.ts';
import { type Actor, actorFor } from '../../test/buying-helpers.ts';
import { createFixtures, type Fixtures } from '../../test/fixtures.ts';
import { category, productBody, storedImage } from '../../test/selling-helpers.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { createListingReview } from './index.ts';

/**
 * Issue #21 (decision 042): the seller's photo of the phone showing its listing code. Stored
 * and shown to the seller and the admins; with a fresh self-test it lowers the risk score.
 */
describeOnEachDatabase(
  'Verification photo',
  (ctx) => {
    let f: Fixtures;
    let admin: Actor;
    let categoryId: string;
    const inject = (method: 'GET' | 'POST' | 'PUT', url: string, who?: Actor, payload?: object) =>
      ctx().app.inject({
        method,
        url,
        headers: who?.headers ?? {},
        ...(payload ? { payload } : {}),
      });
    const newSeller = async () => actorFor(ctx(), await f.seller());
    const add = async (who: Actor) => {
      const res = await inject('POST', '/api/addproduct', who, {
        ...productBody({ categoriesId: categoryId, productImg: await storedImage(ctx()) }),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().insertedId as string;
    };
    const putPhoto = (id: string, who: Actor | undefined, photo: string) =>
      inject('PUT', `/api/product/${id}/verification-photo`, who, { photo });
    const queued = async (id: string) => {
      let cursor = '';
      for (;;) {
        const res = await inject('GET', `/api/admin/review-queue?limit=100${cursor}`, admin);
        expect(res.statusCode, res.body).toBe(200);
        const page = res.json() as { items: ReviewQueueItem[]; nextCursor?: string };
        const found = page.items.find((i) => i.listingId === id);
        if (found || !page.nextCursor) return found;
        cursor = `&cursor=${page.nextCursor}`;
      }
    };
    const mine = async (who: Actor, id: string) => {
      const res = await inject('GET', `/api/product?email=${encodeURIComponent(who.email)}`, who);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as (OwnProduct & { _id: string })[]).find((p) => p._id === id);
    };
    const selfTest = (id: string) =>
      ctx().database.db.execute(sql`
        insert into self_tests (id, listing_id, results, browser, run_by, signature)
        values (gen_random_uuid(), ${id}::uuid, '[]'::jsonb, 'Chrome', 'seller', 'sig')`);

    beforeAll(async () => {
      f = createFixtures(ctx().database.db);
      admin = await actorFor(ctx(), await f.admin());
      categoryId = await category(ctx());
    });

    it("When a new seller's queued listing gets a fresh self-test and then the code photo, then the photo is shown and only then the score drops", async () => {
      const seller = await newSeller();
      const id = await add(seller);
      const before = await queued(id);
      expect(before?.listingCode).toMatch(/^[A-Z0-9]{6}$/);
      expect(before?.verificationPhoto).toBeUndefined();
      expect((await mine(seller, id))?.verificationPhoto).toBeUndefined();

      // The self-test alone lowers nothing, in the queue or when the listing is scored again.
      await selfTest(id);
      const seam = createListingReview({
        db: ctx().database.db,
        env: ctx().env,
        storage: { kind: 'local', save: async () => '', hasImage: async () => false },
        userNotices: { send: async () => undefined },
      }).seam;
      const input = { sellerId: seller.row.id, listingId: id, modelId: null, sample: false };
      const testOnly = await seam.assess(input);
      expect(testOnly.reasons.map((r) => r.code)).not.toContain('self_test_fresh');
      expect((await queued(id))?.score).toBe(before?.score);

      const photo = await storedImage(ctx());
      const res = await putPhoto(id, seller, photo);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ acknowledged: true, modifiedCount: 1 });

      const after = await queued(id);
      expect(after?.verificationPhoto).toMatch(new RegExp(`^https?://[^/]+${photo}$`));
      expect(after?.score).toBe((before?.score ?? 0) - 20);
      expect(after?.reasons.find((r) => r.code === 'self_test_fresh')?.detail).toBe(
        'Self-test run on the phone today, with a photo of its code',
      );
      expect(after?.tier).toBe(before?.tier);
      const own = await mine(seller, id);
      expect(own?.verificationPhoto).toBe(after?.verificationPhoto);
      expect(own?.listingCode).toBe(before?.listingCode);
      // Scored again (an edit), the photo and the test count together.
      expect((await seam.assess(input)).score).toBe(testOnly.score - 20);

      // The same photo again changes nothing.
      expect((await putPhoto(id, seller, photo)).json()).toEqual({
        acknowledged: true,
        modifiedCount: 0,
      });
    });

    it('When someone else, nobody, or a picture not ours is sent, then it is refused and nothing is stored', async () => {
      const seller = await newSeller();
      const other = await newSeller();
      const id = await add(seller);
      const photo = await storedImage(ctx());
      expect((await putPhoto(id, undefined, photo)).statusCode).toBe(401);
      expect((await putPhoto(id, other, photo)).statusCode).toBe(403);
      expect((await putPhoto(id, admin, photo)).statusCode).toBe(403);
      expect(
        (await putPhoto('00000000-0000-4000-8000-000000000000', seller, photo)).statusCode,
      ).toBe(404);
      expect((await putPhoto('nope', seller, photo)).statusCode).toBe(404);
      const foreign = await putPhoto(id, seller, 'https://evil.example/x.webp');
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().fieldErrors.photo).toBeDefined();
      expect((await putPhoto(id, seller, '/images/missing-one.webp')).statusCode).toBe(400);
      const missing = await inject('PUT', `/api/product/${id}/verification-photo`, seller, {});
      expect(missing.statusCode).toBe(400);
      const [row] = await ctx()
        .database.db.select({ photo: products.verificationPhoto })
        .from(products)
        .where(eq(products.id, id));
      expect(row?.photo).toBeNull();
    });

    it('When the listing is sold or deleted, then no photo is added (409, 404)', async () => {
      const seller = await newSeller();
      const sold = await f.product({ seller: seller.row, sold: true });
      const gone = await f.product({ seller: seller.row, deletedAt: new Date() });
      const photo = await storedImage(ctx());
      const refused = await putPhoto(sold.id, seller, photo);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('LISTING_SOLD');
      expect((await putPhoto(gone.id, seller, photo)).statusCode).toBe(404);
    });
  },
  { LISTING_REVIEW_SAMPLE_PERCENT: '0' },
);
