import { createHash } from 'node:crypto';
import { SELF_TEST_IDS, SELF_TEST_LINK_HEADER, type SelfTestReportBody } from '@phonebazaar/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { products } from '../../db/schema.ts';
import { selfTestLinks, selfTests } from '../../db/schema-self-test.ts';
import { type Actor, actorFor, settlementKit } from '../../test/buying-helpers.ts';
import { heldDeal } from '../../test/deal-fixtures.ts';
import { createFixtures, type Fixtures, type ProductRow } from '../../test/fixtures.ts';
import { testLinkFor } from '../../test/self-test-helpers.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';

const body: SelfTestReportBody = {
  results: Object.fromEntries(
    SELF_TEST_IDS.map((id) => [id, { outcome: 'fail' }]),
  ) as SelfTestReportBody['results'],
  browser: 'Chrome 131 on Android',
};

/** Issue #36 item 3 (decision 056): who may send a listing's self-test, and its code. */
describeOnEachDatabase('Self-test: only the seller (test link) or the paying buyer', (ctx) => {
  let f: Fixtures;
  let seller: Actor;
  let otherSeller: Actor;
  const db = () => ctx().database.db;
  const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}) =>
    ctx().app.inject({
      method,
      url,
      headers,
      ...(url.endsWith('/report') ? { payload: body } : {}),
    });
  const check = (code: string, headers?: Record<string, string>) =>
    inject('GET', `/api/check/${code}`, headers);
  const report = (code: string, headers?: Record<string, string>) =>
    inject('POST', `/api/check/${code}/report`, headers);
  const reportsOf = (id: string) =>
    db().select().from(selfTests).where(eq(selfTests.listingId, id));
  const codeOf = async (id: string) =>
    (await db().select().from(products).where(eq(products.id, id)))[0]!;
  const mine = () => f.product({ seller: seller.row });

  beforeAll(async () => {
    f = createFixtures(db());
    seller = await actorFor(ctx(), await f.seller());
    otherSeller = await actorFor(ctx(), await f.seller());
  });

  it('When a report is sent with a valid listing code but no link and no sign-in, then it is refused with 401 and nothing is stored', async () => {
    const phone = await mine();
    const res = await report(phone.listingCode);
    expect(res.statusCode, res.body).toBe(401);
    expect(res.json().code).toBe('SELF_TEST_LINK_REQUIRED');
    expect(await reportsOf(phone.id)).toEqual([]);
  });

  it('When the seller asks for a test link, then it holds the code and a token kept only as a hash, lasts an hour and stores one report as the seller’s', async () => {
    const phone = await mine();
    const asked = Date.now();
    const res = await inject('POST', `/api/product/${phone.id}/self-test-link`, seller.headers);
    expect(res.statusCode, res.body).toBe(200);
    const { url, expiresAt } = res.json() as { url: string; expiresAt: string };
    const prefix = `${ctx().env.PUBLIC_URL}/check/${phone.listingCode}#t=`;
    expect(url.startsWith(prefix), url).toBe(true);
    const token = decodeURIComponent(url.slice(prefix.length));
    expect(token).toMatch(/^[\w-]{32}$/);
    const lifetime = new Date(expiresAt).getTime() - asked;
    expect(lifetime).toBeGreaterThan(59 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60_000 + 5_000);
    const [row] = await db()
      .select()
      .from(selfTestLinks)
      .where(eq(selfTestLinks.listingId, phone.id));
    expect(row?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);

    const headers = { [SELF_TEST_LINK_HEADER]: token };
    expect((await check(phone.listingCode, headers)).json().runAs).toBe('seller');
    const sent = await report(phone.listingCode, headers);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().runBy).toBe('seller');
    const [stored] = await reportsOf(phone.id);
    expect(stored?.runBy).toBe('seller');

    const again = await report(phone.listingCode, headers);
    expect(again.statusCode).toBe(403);
    expect(again.json().code).toBe('SELF_TEST_LINK_USED');
    const opened = (await check(phone.listingCode, headers)).json();
    expect(opened).toMatchObject({ linkProblem: 'used' });
    expect(opened).not.toHaveProperty('runAs');
  });

  it('When a link has expired, names another listing, is made up or was replaced by a newer one, then the report is refused with 403 and its reason', async () => {
    const phone = await mine();
    const expired = await testLinkFor(db(), phone.id, new Date(Date.now() - 1000));
    const elsewhere = await testLinkFor(db(), (await mine()).id);
    const cases: [Record<string, string>, string][] = [
      [expired.headers, 'SELF_TEST_LINK_EXPIRED'],
      [elsewhere.headers, 'SELF_TEST_LINK_INVALID'],
      [{ [SELF_TEST_LINK_HEADER]: 'made-up-token' }, 'SELF_TEST_LINK_INVALID'],
    ];
    for (const [headers, code] of cases) {
      const res = await report(phone.listingCode, headers);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().code).toBe(code);
    }
    const older = await inject('POST', `/api/product/${phone.id}/self-test-link`, seller.headers);
    await inject('POST', `/api/product/${phone.id}/self-test-link`, seller.headers);
    const token = decodeURIComponent(older.json().url.split('#t=')[1]);
    const res = await report(phone.listingCode, { [SELF_TEST_LINK_HEADER]: token });
    expect(res.json().code).toBe('SELF_TEST_LINK_INVALID');
    expect(await reportsOf(phone.id)).toEqual([]);
  });

  it('When someone else asks for a listing’s test link or code change, then 403; for a sold listing, 409', async () => {
    const phone = await mine();
    for (const what of ['self-test-link', 'listing-code']) {
      const res = await inject('POST', `/api/product/${phone.id}/${what}`, otherSeller.headers);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().code).toBe('NOT_OWNER');
    }
    const sold = await f.product({ seller: seller.row, sold: true });
    for (const what of ['self-test-link', 'listing-code']) {
      const res = await inject('POST', `/api/product/${sold.id}/${what}`, seller.headers);
      expect(res.statusCode, res.body).toBe(409);
    }
  });

  it('When the seller changes the code, then the old one opens nothing, the new one works and the code photo is cleared', async () => {
    const phone: ProductRow = await mine();
    await db()
      .update(products)
      .set({ verificationPhoto: '/images/code-photo.webp' })
      .where(eq(products.id, phone.id));
    const res = await inject('POST', `/api/product/${phone.id}/listing-code`, seller.headers);
    expect(res.statusCode, res.body).toBe(200);
    const { listingCode } = res.json() as { listingCode: string };
    expect(listingCode).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);
    expect(listingCode).not.toBe(phone.listingCode);
    expect(await codeOf(phone.id)).toMatchObject({ listingCode, verificationPhoto: null });
    expect((await check(phone.listingCode)).statusCode).toBe(404);
    expect((await check(listingCode)).statusCode).toBe(200);
  });

  it('When a paid booking is refunded, then the code changes and the ex-buyer can neither open nor report with the old or the new one', async () => {
    const buyer = await actorFor(ctx(), await f.buyer());
    const { product, booking } = await heldDeal(
      db(),
      f,
      { buyer: buyer.row, seller: seller.row },
      { windowHours: -1 },
    );
    const before = product.listingCode;
    const opened = await check(before, buyer.headers);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().runAs).toBe('buyer');

    // The handoff window has passed: the sweep refunds the buyer (a deal event of decision 051).
    expect(await settlementKit(ctx()).settlement.sweeps.expireDue()).toBeGreaterThanOrEqual(1);
    const after = await codeOf(product.id);
    expect(after.sold).toBe(false);
    expect(after.listingCode).not.toBe(before);
    expect(booking.id).toBeTruthy();

    expect((await check(before, buyer.headers)).statusCode).toBe(404);
    expect((await report(before, buyer.headers)).statusCode).toBe(404);
    const fresh = await check(after.listingCode, buyer.headers);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).not.toHaveProperty('runAs');
    const refused = await report(after.listingCode, buyer.headers);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().code).toBe('SELF_TEST_NOT_ALLOWED');
    expect(await reportsOf(product.id)).toEqual([]);
  });

  it('When the buyer’s money was released, then the listing’s page no longer opens for them', async () => {
    const buyer = await actorFor(ctx(), await f.buyer());
    const phone = await mine();
    await f.sale({ product: phone, buyer: buyer.row, settlement: 'released' });
    expect((await check(phone.listingCode, buyer.headers)).statusCode).toBe(404);
    expect((await report(phone.listingCode, buyer.headers)).statusCode).toBe(404);
  });
});
