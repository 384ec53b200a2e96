import { SELF_TEST_IDS, type SelfTestReportBody } from '@phonebazaar/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { products } from '../../db/schema.ts';
import { selfTests } from '../../db/schema-self-test.ts';
import { type Actor, actorFor } from '../../test/buying-helpers.ts';
import { createFixtures, type Fixtures, type ProductRow } from '../../test/fixtures.ts';
import { testLinkFor } from '../../test/self-test-helpers.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';

const allPass = Object.fromEntries(
  SELF_TEST_IDS.map((id) => [id, { outcome: 'pass' }]),
) as SelfTestReportBody['results'];
const body = (extra: Partial<SelfTestReportBody> = {}): SelfTestReportBody => ({
  results: { ...allPass, battery: { outcome: 'pass', detail: 'Battery 82%, charging' } },
  browser: 'Chrome 131 on Android',
  modelHint: 'Pixel 7',
  ...extra,
});

describeOnEachDatabase('Self-test: GET /api/check/:code, POST /api/check/:code/report', (ctx) => {
  let f: Fixtures;
  let buyer: Actor;
  const db = () => ctx().database.db;
  const check = (code: string, headers: Record<string, string> = {}) =>
    ctx().app.inject({ method: 'GET', url: `/api/check/${code}`, headers });
  const report = (code: string, payload: object, headers: Record<string, string> = {}) =>
    ctx().app.inject({ method: 'POST', url: `/api/check/${code}/report`, payload, headers });
  const listing = (input: Partial<ProductRow> = {}) => f.product(input);
  /** The seller's report, sent with a fresh test link from their dashboard (decision 056). */
  const sellerReport = async (phone: ProductRow, payload: object = body()) =>
    report(phone.listingCode, payload, (await testLinkFor(db(), phone.id)).headers);

  beforeAll(async () => {
    f = createFixtures(db());
    buyer = await actorFor(ctx(), await f.buyer());
  });

  it('When a held listing is opened by its code in lower case, then the page gets its name, photo and model', async () => {
    const model = await f.phoneModel({ categoryId: (await f.category()).id, name: 'Pixel 7' });
    const phone = await listing({ reviewState: 'pending_review', modelId: model.id });
    expect(phone.listingCode).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);
    const res = await check(phone.listingCode.toLowerCase());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      code: phone.listingCode,
      listingId: phone.id,
      productName: phone.productName,
      photo: phone.productImg,
      modelName: 'Pixel 7',
    });
  });

  it('When the code is unknown, malformed, or names a deleted or sold listing, then both calls answer 404', async () => {
    const deleted = await listing({ deletedAt: new Date() });
    const sold = await listing({ sold: true });
    for (const code of ['ZZZZZZ', 'not-a-code', deleted.listingCode, sold.listingCode]) {
      expect((await check(code)).statusCode, code).toBe(404);
      expect((await report(code, body())).statusCode, code).toBe(404);
    }
  });

  it('When a report is malformed, then it is refused with 400 and the fields at fault', async () => {
    const phone = await listing();
    const cases: object[] = [
      { browser: 'Chrome' },
      body({ results: { ...allPass, display: { outcome: 'guessed' } } as never }),
      { ...body(), browser: 'x'.repeat(81) },
      { ...body(), signature: 'forged' },
    ];
    for (const payload of cases) {
      const res = await report(phone.listingCode, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json().fieldErrors ?? {}).length, res.body).toBeGreaterThan(0);
    }
    expect(await db().select().from(selfTests).where(eq(selfTests.listingId, phone.id))).toEqual(
      [],
    );
  });

  it('When the seller sends a report with their test link, then it is signed, shown on the listing page and the check page, and the link does not work twice', async () => {
    const phone = await listing();
    const link = await testLinkFor(db(), phone.id);
    const first = await report(phone.listingCode, body(), link.headers);
    expect(first.statusCode, first.body).toBe(201);
    const saved = first.json();
    expect(saved).toMatchObject({ listingId: phone.id, runBy: 'seller', stale: false });
    expect(saved.signature).toMatch(/^[\w-]{43}$/);

    const again = await report(phone.listingCode, body(), link.headers);
    expect(again.statusCode, again.body).toBe(403);
    expect(again.json().code).toBe('SELF_TEST_LINK_USED');
    expect(
      await db().select().from(selfTests).where(eq(selfTests.listingId, phone.id)),
    ).toHaveLength(1);

    const page = await ctx().app.inject({ method: 'GET', url: `/api/listings/${phone.id}` });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().selfTest).toEqual(saved);
    expect((await check(phone.listingCode)).json().lastReport).toEqual(saved);
  });

  it('When three reports arrive at once with one test link, then only one is saved', async () => {
    const phone = await listing();
    const { headers } = await testLinkFor(db(), phone.id);
    const sent = await Promise.all([1, 2, 3].map(() => report(phone.listingCode, body(), headers)));
    expect(sent.map((r) => r.statusCode).sort()).toEqual([201, 403, 403]);
    expect(
      await db().select().from(selfTests).where(eq(selfTests.listingId, phone.id)),
    ).toHaveLength(1);
  });

  it('When the seller sends a fourth report within the hour, each with a new link, then it gets 429 with Retry-After', async () => {
    const phone = await listing();
    for (let i = 0; i < 3; i += 1) expect((await sellerReport(phone)).statusCode).toBe(201);
    const fourth = await sellerReport(phone);
    expect(fourth.statusCode, fourth.body).toBe(429);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(3000);
    expect(fourth.json().message).toMatch(/3 times in the last hour/);
  });

  it('When a stored report is edited, then its signature fails and it is never shown', async () => {
    const phone = await listing();
    expect((await sellerReport(phone)).statusCode).toBe(201);
    const [row] = await db().select().from(selfTests).where(eq(selfTests.listingId, phone.id));
    const shown = async () => (await check(phone.listingCode)).json().lastReport?.id;
    expect(await shown()).toBe(row?.id);
    const where = eq(selfTests.id, row!.id);

    // Moved back in time (to look like an older run): hidden, from the listing page too.
    await db()
      .update(selfTests)
      .set({ createdAt: new Date(Date.now() - 40 * 86_400_000) })
      .where(where);
    expect(await shown()).toBeUndefined();
    const page = await ctx().app.inject({ method: 'GET', url: `/api/listings/${phone.id}` });
    expect(page.json().selfTest).toBeUndefined();

    // Put back exactly, it verifies again; a failed test turned into a pass does not.
    await db().update(selfTests).set({ createdAt: row!.createdAt }).where(where);
    expect(await shown()).toBe(row!.id);
    await db().execute(
      sql`update self_tests set results = jsonb_set(results, '{display,outcome}', '"fail"') where id = ${row!.id}::uuid`,
    );
    expect(await shown()).toBeUndefined();
    await db()
      .update(selfTests)
      .set({ results: row!.results, modelHint: 'iPhone 15' })
      .where(where);
    expect(await shown()).toBeUndefined();
  });

  it('When the paying buyer opens a sold listing and reports, then the report is the buyer’s and the seller’s stays on show', async () => {
    const phone = await listing();
    expect((await sellerReport(phone)).statusCode).toBe(201);
    await f.booking({ product: phone, buyer: buyer.row, paid: true });
    const [after] = await db()
      .select({ sold: products.sold })
      .from(products)
      .where(eq(products.id, phone.id));
    expect(after?.sold).toBe(true);

    expect((await check(phone.listingCode)).statusCode).toBe(404);
    const opened = await check(phone.listingCode, buyer.headers);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().lastReport.runBy).toBe('seller');
    expect(opened.json().runAs).toBe('buyer');

    // The seller's run an hour ago does not block the buyer's at the meetup.
    const theirs = await report(phone.listingCode, body({ modelHint: 'Pixel 7a' }), buyer.headers);
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect(theirs.json().runBy).toBe('buyer');
    expect((await check(phone.listingCode, buyer.headers)).json().lastReport.runBy).toBe('seller');
  });

  it('When a buyer lists their orders, then only the paid, unreleased booking carries the listing code', async () => {
    const who = await actorFor(ctx(), await f.buyer());
    const [paid, unpaid, released] = [await listing(), await listing(), await listing()];
    await f.booking({ product: paid, buyer: who.row, paid: true });
    await f.booking({ product: unpaid, buyer: who.row, paid: false });
    await f.sale({ product: released, buyer: who.row, settlement: 'released' });
    const res = await ctx().app.inject({
      method: 'GET',
      url: `/api/booking/myproduct?email=${encodeURIComponent(who.email)}`,
      headers: who.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const orders = res.json() as { productId: string; listingCode?: string }[];
    expect(orders.find((o) => o.productId === paid.id)?.listingCode).toBe(paid.listingCode);
    expect(orders.find((o) => o.productId === unpaid.id)).not.toHaveProperty('listingCode');
    expect(orders.find((o) => o.productId === released.id)).not.toHaveProperty('listingCode');
  });

  it('When a signed-in caller has not paid for the listing and has no test link, then the report is refused with 403', async () => {
    const phone = await listing();
    await f.booking({ product: phone, buyer: buyer.row, paid: false });
    const opened = await check(phone.listingCode, buyer.headers);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).not.toHaveProperty('runAs');
    const res = await report(phone.listingCode, body(), buyer.headers);
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().code).toBe('SELF_TEST_NOT_ALLOWED');
    expect(await db().select().from(selfTests).where(eq(selfTests.listingId, phone.id))).toEqual(
      [],
    );
  });

  it('When a report is older than 30 days, then the listing page marks it stale', async () => {
    const phone = await listing();
    const svc = await sellerReport(phone);
    expect(svc.statusCode).toBe(201);
    // Stale is measured when read; a signed report's time cannot be moved, so this reads it
    // through a service whose clock runs 31 days ahead.
    const { createSelfTestService } = await import('./self-test-service.ts');
    const { createSelfTestRepository } = await import('./self-test-repository.ts');
    const { createSelfTestSigner } = await import('./self-test-signature.ts');
    const later = createSelfTestService({
      repository: createSelfTestRepository(db()),
      signer: createSelfTestSigner(ctx().env.AUTH_SECRET),
      now: () => new Date(Date.now() + 31 * 86_400_000),
    });
    expect((await later.latestForListing(phone.id))?.stale).toBe(true);
  });
});
