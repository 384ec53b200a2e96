import { latestPurchaseDate, PRODUCT_FIELD_LABELS } from '@phonebazaar/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { products } from '../../db/schema.ts';
import {
  type Account,
  account,
  addProduct,
  category,
  productBody,
  storedImage,
  storedListing,
} from '../../test/selling-helpers.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';

const daysFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describeOnEachDatabase('POST /api/addproduct validation', (ctx) => {
  let seller: Account;
  let body: ReturnType<typeof productBody>;

  beforeAll(async () => {
    seller = await account(ctx(), 'seller');
    body = productBody({
      categoriesId: await category(ctx()),
      productImg: await storedImage(ctx()),
    });
  });

  const send = (payload: object) => addProduct(ctx().app, seller, payload);
  const storedCount = async () =>
    (
      await ctx()
        .database.db.select({ id: products.id })
        .from(products)
        .where(eq(products.sellerId, seller.id))
    ).length;

  /** Each case must be refused with 400 and a field error on `field`, storing nothing. */
  async function expectRefused(field: string, cases: unknown[]) {
    const before = await storedCount();
    for (const value of cases) {
      const res = await send({ ...body, [field]: value });
      const label = `${field}=${JSON.stringify(value)?.slice(0, 60)}`;
      expect(res.statusCode, `${label}: ${res.body}`).toBe(400);
      expect(Object.keys(res.json().fieldErrors ?? {}), label).toContain(field);
    }
    expect(await storedCount()).toBe(before);
  }

  it('When any required field is missing, then 400 names that field with "{Field} is required"', async () => {
    for (const [field, label] of Object.entries(PRODUCT_FIELD_LABELS)) {
      const { [field as keyof typeof body]: _left, ...rest } = body;
      const res = await send(rest);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(res.json().fieldErrors[field], field).toEqual([`${label} is required`]);
    }
    const empty = await send({});
    expect(Object.keys(empty.json().fieldErrors).sort()).toEqual(
      Object.keys(PRODUCT_FIELD_LABELS).sort(),
    );
  });

  it('When a required text is blank, then it counts as missing', async () => {
    for (const field of [
      'productName',
      'description',
      'sellerPhone',
      'categoriesId',
      'productImg',
    ]) {
      const res = await send({ ...body, [field]: '   ' });
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json().fieldErrors), field).toContain(field);
    }
  });

  it('When a price is zero, negative, too large, too precise or not a number, then 400', async () => {
    const bad = [0, -1, -0.01, 100000.01, 1e9, 19.999, '19.99', null, true];
    await expectRefused('sellingPrice', bad);
    await expectRefused('marketPrice', bad);
  });

  it('When the purchase date is in the future, before 2000 or not a date, then 400', async () => {
    await expectRefused('purchaseYear', [
      daysFromNow(2),
      '2999-01-01',
      '1999-12-31',
      '2022',
      '2022-13-01',
      '2022-02-30',
      'yesterday',
      '2022-03-05T10:00:00Z',
      20220305,
    ]);
  });

  it("When the purchase date is today anywhere on earth or 2000-01-01, then it's accepted", async () => {
    for (const date of [latestPurchaseDate(), daysFromNow(0), '2000-01-01']) {
      const res = await send({ ...body, purchaseYear: date });
      expect(res.statusCode, `${date}: ${res.body}`).toBe(200);
    }
  });

  it('When area, condition or category are not known values, then 400', async () => {
    await expectRefused('area', ['Sylhet', 'dhaka', '', 1]);
    await expectRefused('productCondition', ['Mint', 'good', 2, '']);
    await expectRefused('categoriesId', [
      '00000000-0000-4000-8000-000000000000',
      'not-a-uuid',
      "' or 1=1 --",
    ]);
  });

  it('When the image is not one this server stores, then 400', async () => {
    await expectRefused('productImg', [
      'https://evil.example/x.png',
      // Our own absolute spelling is accepted (issue #14 finding 5); climbing out of it is not.
      `http://localhost:3000/images/../api/jwt`,
      '/images/../../etc/passwd',
      '/images/%2e%2e/%2e%2e/etc/passwd',
      '/images/nope.webp',
      '/images/.hidden.webp',
      `${body.productImg}?x=1`,
      body.productImg.replace('.webp', '.png'),
      '//evil.example/images/a.webp',
      'javascript:alert(1)',
      `/images/${'a'.repeat(3000)}.webp`,
    ]);
  });

  it('When a text is too long, then 400', async () => {
    await expectRefused('productName', ['x'.repeat(121)]);
    await expectRefused('description', ['x'.repeat(2001)]);
    await expectRefused('sellerPhone', [`+${'1'.repeat(40)}`]);
    const longest = await send({
      ...body,
      productName: 'n'.repeat(120),
      description: 'd'.repeat(2000),
    });
    expect(longest.statusCode, longest.body).toBe(200);
  });

  it('When the phone number is not sane, then 400; spaces, dashes and brackets are normalised away', async () => {
    await expectRefused('sellerPhone', [
      'abc',
      '123456',
      '1234567890123456',
      '12+3456789',
      '++8801711000000',
      '01711 000000 ext 5',
      '<script>',
      17110000000,
    ]);
    for (const [typed, stored] of [
      ['+880 1711-000000', '+8801711000000'],
      ['(017) 1100-0000', '01711000000'],
      ['1234567', '1234567'],
    ]) {
      const res = await send({ ...body, sellerPhone: typed });
      expect(res.statusCode, res.body).toBe(200);
      expect((await storedListing(ctx(), res.json().insertedId))?.sellerPhone).toBe(stored);
    }
  });

  it('When an unknown field is sent, then 400 and nothing is stored', async () => {
    const before = await storedCount();
    for (const extra of [{ color: 'red' }, { sellerVerified: true }, { __proto__x: 1 }]) {
      const res = await send({ ...body, ...extra });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    const poisoned = await ctx().app.inject({
      method: 'POST',
      url: '/api/addproduct',
      headers: { ...seller.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ ...body }).replace('{', '{"__proto__":{"sold":true},'),
    });
    expect(poisoned.statusCode).toBe(400);
    expect(await storedCount()).toBe(before);
  });

  it('When category and image are both wrong, then one 400 names both fields', async () => {
    const res = await send({
      ...body,
      categoriesId: '00000000-0000-4000-8000-000000000000',
      productImg: '/images/nope.webp',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'INVALID_REFERENCE',
      fieldErrors: { categoriesId: [expect.any(String)], productImg: [expect.any(String)] },
    });
  });

  it('When names and descriptions have surrounding spaces, then they are trimmed', async () => {
    const res = await send({ ...body, productName: '  Pixel 7  ', description: '\n Clean \n' });
    expect(res.statusCode).toBe(200);
    expect(await storedListing(ctx(), res.json().insertedId)).toMatchObject({
      productName: 'Pixel 7',
      description: 'Clean',
    });
  });
});
