import type { ReviewQueueItem } from '@phonebazaar/shared';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { auditLog, notifications, products } from '../../db/schema.ts';
import { listingReviews } from '../../db/schema-listing-review.ts';
import { type Actor, actorFor } from '../../test/buying-helpers.ts';
import { createFixtures, type Fixtures } from '../../test/fixtures.ts';
import { freshImei } from '../../test/imei-helpers.ts';
import { category, productBody, storedImage, storedListing } from '../../test/selling-helpers.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { createListingReview } from './index.ts';
import { photoLike, storedPhoto } from './review-test-helpers.ts';

/**
 * Issue #21 (decision 041): listings scored when added and edited, held or queued after, and
 * the admins' decisions with their audit entries and the seller's notices.
 */
describeOnEachDatabase(
  'Listing review',
  (ctx) => {
    let f: Fixtures;
    let admin: Actor;
    let buyer: Actor;
    let categoryId: string;
    let seed = 100;
    const nextSeed = () => {
      seed += 1;
      return seed;
    };
    const newSeller = async () => actorFor(ctx(), await f.seller());
    const inject = (
      method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
      url: string,
      who?: Actor,
      payload?: object,
    ) =>
      ctx().app.inject({
        method,
        url,
        headers: who?.headers ?? {},
        ...(payload ? { payload } : {}),
      });
    const add = async (who: Actor, extra: object = {}) => {
      const res = await inject('POST', '/api/addproduct', who, {
        ...productBody({ categoriesId: categoryId, productImg: await storedImage(ctx()) }),
        ...extra,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().insertedId as string;
    };
    /** A listing whose one photo is `photo`. */
    const addWithPhoto = (who: Actor, photo: string, extra: object = {}) =>
      add(who, { productImg: photo, photos: [photo], ...extra });
    const queue = async (cursor = '') => {
      const res = await inject('GET', `/api/admin/review-queue${cursor}`, admin);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { items: ReviewQueueItem[]; nextCursor?: string; waiting: number };
    };
    const queued = async (id: string) => {
      let page = await queue('?limit=100');
      for (;;) {
        const found = page.items.find((i) => i.listingId === id);
        if (found || !page.nextCursor) return found;
        page = await queue(`?limit=100&cursor=${page.nextCursor}`);
      }
    };
    const state = async (id: string) => (await storedListing(ctx(), id))?.reviewState;
    const review = async (id: string) =>
      (
        await ctx()
          .database.db.select()
          .from(listingReviews)
          .where(eq(listingReviews.listingId, id))
      )[0];
    const publicIds = async () =>
      ((await inject('GET', '/api/allproducts')).json() as { _id: string }[]).map((p) => p._id);
    const audits = (id: string, action: string) =>
      ctx()
        .database.db.select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, id), eq(auditLog.action, action)));
    const noticesOf = (userId: string, kind: string) =>
      ctx()
        .database.db.select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));

    beforeAll(async () => {
      f = createFixtures(ctx().database.db);
      admin = await actorFor(ctx(), await f.admin());
      buyer = await actorFor(ctx(), await f.buyer());
      categoryId = await category(ctx());
    });

    it("When a seller's photo copies another seller's, then it is held, shows the match, and reject / resubmit / approve bring it to market", async () => {
      const original = await photoLike(nextSeed());
      const first = await newSeller();
      const copier = await newSeller();
      const theirs = await addWithPhoto(first, await storedPhoto(ctx(), original));
      const copy = await addWithPhoto(copier, await storedPhoto(ctx(), original, 40), {
        productName: 'Platypus edition phone',
      });
      const searched = async () =>
        (
          (await inject('GET', '/api/search?q=platypus')).json() as { items: { _id: string }[] }
        ).items.map((p) => p._id);

      expect(await state(theirs)).toBe('clear');
      expect(await state(copy)).toBe('pending_review');
      expect(await publicIds()).not.toContain(copy);
      expect(await searched()).toEqual([]);
      const item = await queued(copy);
      expect(item).toMatchObject({ tier: 'held', state: 'pending_review', resubmissions: 0 });
      expect(item?.reasons.map((r) => r.code)).toContain('photo_matches_other_seller');
      expect(item?.matches[0]).toMatchObject({
        matchedListingId: theirs,
        matchedSellerName: first.row.name,
      });
      expect(item?.matches[0]?.distance).toBeLessThanOrEqual(6);
      expect(item?.matches[0]?.photo).toMatch(/^https?:\/\//);

      // A bad reason is 400 with the field's message; nothing changes.
      const bad = await inject('POST', `/api/admin/listings/${copy}/reject`, admin, {
        reason: 'ugly',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fieldErrors.reason).toBeDefined();
      expect(await state(copy)).toBe('pending_review');

      const rejected = await inject('POST', `/api/admin/listings/${copy}/reject`, admin, {
        reason: 'misleading_photos',
        note: 'This picture is from another listing.',
      });
      expect(rejected.json()).toEqual({ acknowledged: true, modifiedCount: 1 });
      expect(await state(copy)).toBe('rejected');
      expect(await audits(copy, 'listing.review_reject')).toHaveLength(1);
      expect(await noticesOf(copier.row.id, 'listing_rejected')).toHaveLength(1);
      expect(await queued(copy)).toBeUndefined();
      const mine = (
        await inject('GET', `/api/product?email=${encodeURIComponent(copier.email)}`, copier)
      ).json() as { _id: string; review?: object; listingCode: string }[];
      expect(mine.find((p) => p._id === copy)).toMatchObject({
        review: {
          state: 'rejected',
          queued: false,
          rejectReason: 'misleading_photos',
          rejectNote: 'This picture is from another listing.',
        },
        listingCode: expect.stringMatching(/^[A-Z2-9]{6}$/),
      });
      // Its page: 404 to the public, the reason for its seller.
      expect((await inject('GET', `/api/listings/${copy}`)).statusCode).toBe(404);
      const ownPage = await inject('GET', `/api/listings/${copy}`, copier);
      expect(ownPage.statusCode, ownPage.body).toBe(200);
      expect(ownPage.json()).toMatchObject({
        review: { state: 'rejected', queued: false, rejectReason: 'misleading_photos' },
      });

      // The seller edits and resubmits: held again, rescored, counted.
      const photo = await storedPhoto(ctx(), await photoLike(nextSeed()));
      const edited = await inject('PATCH', `/api/product/${copy}`, copier, {
        photos: [photo],
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(await state(copy)).toBe('pending_review');
      expect(await review(copy)).toMatchObject({ status: 'waiting', resubmissions: 1 });
      const again = await queued(copy);
      expect(again?.matches).toEqual([]);
      expect(again?.reasons.map((r) => r.code)).not.toContain('photo_matches_other_seller');

      const approved = await inject('POST', `/api/admin/listings/${copy}/approve`, admin);
      expect(approved.json()).toEqual({ acknowledged: true, modifiedCount: 1 });
      expect(await state(copy)).toBe('clear');
      expect(await publicIds()).toContain(copy);
      expect(await searched()).toEqual([copy]);
      const page = await inject('GET', `/api/listings/${copy}`);
      expect(page.statusCode).toBe(200);
      expect(await audits(copy, 'listing.review_approve')).toHaveLength(1);
      expect(await noticesOf(copier.row.id, 'listing_approved')).toHaveLength(1);
      // A repeat is harmless.
      expect((await inject('POST', `/api/admin/listings/${copy}/approve`, admin)).json()).toEqual({
        acknowledged: true,
        modifiedCount: 0,
      });
    });

    it('When a clear listing gets a photo copied from another seller, then it becomes held', async () => {
      const original = await photoLike(nextSeed());
      const first = await newSeller();
      const other = await newSeller();
      await addWithPhoto(first, await storedPhoto(ctx(), original));
      const id = await add(other);
      expect(await state(id)).toBe('clear');
      const photo = await storedPhoto(ctx(), original, 55);
      const res = await inject('PATCH', `/api/product/${id}`, other, { photos: [photo] });
      expect(res.statusCode, res.body).toBe(200);
      expect(await state(id)).toBe('pending_review');
      expect((await queued(id))?.tier).toBe('held');
    });

    it('When the IMEI was sold here within 30 days by another seller, then the new listing is held', async () => {
      const imei = freshImei();
      const first = await newSeller();
      const sold = await add(first, { imei });
      await f.booking({ product: (await storedListing(ctx(), sold))!, paid: true });
      const second = await newSeller();
      const id = await add(second, { imei });
      expect(await state(id)).toBe('pending_review');
      const reason = (await queued(id))?.reasons.find((r) => r.code === 'imei_recently_sold');
      expect(reason?.detail).toBe('Sold here today by another seller');
      // The seller who sold it listing it again is not "another seller".
      const third = await add(first, { imei: freshImei() });
      expect(await state(third)).toBe('clear');
    });

    it('When a seller had a reported listing taken down, then their next listing is held', async () => {
      const seller = await newSeller();
      const reported = await add(seller);
      expect(
        (
          await inject('PUT', `/api/report/${reported}`, buyer, {
            reason: 'Stolen',
            category: 'stolen',
          })
        ).statusCode,
      ).toBe(200);
      expect((await inject('DELETE', `/api/report/${reported}`, admin)).statusCode).toBe(200);
      const next = await add(seller);
      expect(await state(next)).toBe('pending_review');
      expect((await queued(next))?.reasons.map((r) => r.code)).toContain('seller_reports_upheld');
    });

    it("When a new seller lists a phone, then it is live at once and waits in the queue as 'after'", async () => {
      const seller = await newSeller();
      const id = await add(seller);
      expect(await state(id)).toBe('clear');
      expect(await publicIds()).toContain(id);
      const item = await queued(id);
      expect(item).toMatchObject({ tier: 'after', state: 'clear', score: 45 });
      expect(item?.reasons.map((r) => r.code)).toEqual([
        'new_seller',
        'no_completed_sale',
        'model_other',
      ]);
      const mine = (
        await inject('GET', `/api/product?email=${encodeURIComponent(seller.email)}`, seller)
      ).json() as { _id: string; review?: object }[];
      expect(mine.find((p) => p._id === id)?.review).toEqual({ state: 'clear', queued: true });

      // Rejecting a live one takes it off the market.
      const res = await inject('POST', `/api/admin/listings/${id}/reject`, admin, {
        reason: 'prohibited',
      });
      expect(res.json()).toEqual({ acknowledged: true, modifiedCount: 1 });
      expect(await publicIds()).not.toContain(id);
      expect((await inject('GET', `/api/listings/${id}`)).statusCode).toBe(404);
    });

    it('When the admin bulk-approves, then every waiting listing named is approved and audited; others are skipped', async () => {
      const original = await photoLike(nextSeed());
      const a = await newSeller();
      const b = await newSeller();
      await addWithPhoto(a, await storedPhoto(ctx(), original));
      const held = await addWithPhoto(b, await storedPhoto(ctx(), original, 30));
      const after = await add(b);
      const res = await inject('POST', '/api/admin/review-queue/approve', admin, {
        ids: [held, after, '00000000-0000-4000-8000-000000000000'],
      });
      expect(res.json()).toEqual({ acknowledged: true, modifiedCount: 2 });
      expect(await state(held)).toBe('clear');
      expect(await publicIds()).toEqual(expect.arrayContaining([held, after]));
      expect(await audits(held, 'listing.review_approve')).toHaveLength(1);
      expect(await audits(after, 'listing.review_approve')).toHaveLength(1);
      // Only the held one's seller is told: the other was live all along.
      expect(await noticesOf(b.row.id, 'listing_approved')).toHaveLength(1);
      const empty = await inject('POST', '/api/admin/review-queue/approve', admin, { ids: [] });
      expect(empty.statusCode).toBe(400);
    });

    it('When the queue is paged, then it is oldest first and follows the cursor without repeats', async () => {
      const seller = await newSeller();
      const ids = [await add(seller), await add(seller), await add(seller)];
      const seen: string[] = [];
      let page = await queue('?limit=2');
      expect(page.waiting).toBeGreaterThanOrEqual(3);
      for (;;) {
        seen.push(...page.items.map((i) => i.listingId));
        const times = page.items.map((i) => i.queuedAt);
        expect([...times].sort()).toEqual(times);
        if (!page.nextCursor) break;
        page = await queue(`?limit=2&cursor=${page.nextCursor}`);
      }
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen).toEqual(expect.arrayContaining(ids));
    });

    it('When a visitor, a buyer or a seller calls the queue, then 401 / 403; unknown ids are 404', async () => {
      const seller = await newSeller();
      const id = await add(seller);
      for (const [who, status] of [
        [undefined, 401],
        [buyer, 403],
        [seller, 403],
      ] as const) {
        expect((await inject('GET', '/api/admin/review-queue', who)).statusCode).toBe(status);
        expect((await inject('POST', `/api/admin/listings/${id}/approve`, who)).statusCode).toBe(
          status,
        );
        expect(
          (await inject('POST', `/api/admin/listings/${id}/reject`, who, { reason: 'other' }))
            .statusCode,
        ).toBe(status);
        expect(
          (await inject('POST', '/api/admin/review-queue/approve', who, { ids: [id] })).statusCode,
        ).toBe(status);
      }
      expect(await state(id)).toBe('clear');
      expect((await inject('POST', '/api/admin/listings/nope/approve', admin)).statusCode).toBe(
        404,
      );
      const missing = '00000000-0000-4000-8000-000000000000';
      expect(
        (await inject('POST', `/api/admin/listings/${missing}/reject`, admin, { reason: 'other' }))
          .statusCode,
      ).toBe(404);
    });

    it('When an established seller lists, then only the random sample (drawn from the injected source) queues it', async () => {
      const seller = await f.seller({ createdAt: new Date(Date.now() - 60 * 86_400_000) });
      const sold = await f.product({ seller });
      await f.booking({ product: sold, paid: true });
      const seamWith = (draw: number) =>
        createListingReview({
          db: ctx().database.db,
          env: { ...ctx().env, LISTING_REVIEW_SAMPLE_PERCENT: 10 },
          storage: { kind: 'local', save: async () => '', hasImage: async () => false },
          userNotices: { send: async () => undefined },
          random: () => draw,
        }).seam;
      const input = { sellerId: seller.id, modelId: sold.id, sample: true };
      expect(await seamWith(0.05).assess(input)).toMatchObject({
        tier: 'after',
        score: 0,
        reasons: [{ code: 'random_sample', points: 0 }],
      });
      expect(await seamWith(0.5).assess(input)).toMatchObject({ tier: undefined, reasons: [] });
      // An edit is never sampled.
      expect((await seamWith(0.05).assess({ ...input, sample: false })).tier).toBeUndefined();
    });

    it("When the seller ran the self-test on the phone within 30 days and added the code photo, then the listing's score is lower", async () => {
      const seller = await newSeller();
      const id = await add(seller);
      const seam = createListingReview({
        db: ctx().database.db,
        env: ctx().env,
        storage: { kind: 'local', save: async () => '', hasImage: async () => false },
        userNotices: { send: async () => undefined },
      }).seam;
      const input = { sellerId: seller.row.id, listingId: id, modelId: null, sample: false };
      const before = await seam.assess(input);
      await ctx().database.db.execute(sql`
        insert into self_tests (id, listing_id, results, browser, run_by, signature)
        values (gen_random_uuid(), ${id}::uuid, '[]'::jsonb, 'Chrome', 'seller', 'sig')`);
      // The self-test alone is not proof of possession: the code photo is (decision 042).
      expect((await seam.assess(input)).score).toBe(before.score);
      await ctx()
        .database.db.update(products)
        .set({ verificationPhoto: await storedImage(ctx()) })
        .where(eq(products.id, id));
      const after = await seam.assess(input);
      expect(after.reasons.map((r) => r.code)).toContain('self_test_fresh');
      expect(after.score).toBe(before.score - 20);
    });

    it('When a report gives a category, then it is stored and the admin sees the categories', async () => {
      const seller = await newSeller();
      const id = await add(seller);
      const other = await actorFor(ctx(), await f.buyer());
      await inject('PUT', `/api/report/${id}`, buyer, { category: 'fake' });
      await inject('PUT', `/api/report/${id}`, other, { reason: 'odd' });
      const bad = await inject('PUT', `/api/report/${id}`, admin, { category: 'weird' });
      expect(bad.statusCode).toBe(400);
      const reported = (await inject('GET', '/api/report?limit=100', admin)).json() as {
        _id: string;
        categories?: string[];
      }[];
      expect(reported.find((r) => r._id === id)?.categories).toEqual(['fake', 'other']);
      const rows = await ctx().database.db.select().from(products).where(eq(products.id, id));
      expect(rows).toHaveLength(1);
    });
  },
  { LISTING_REVIEW_PHOTO_MATCH: 'true', LISTING_REVIEW_SAMPLE_PERCENT: '0' },
);
