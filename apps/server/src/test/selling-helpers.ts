import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import { categories, products, users } from '../db/schema.ts';
import { signedInUser } from './auth-helpers.ts';
import type { TestContext } from './test-app.ts';

/** A signed-in account with its `users.id`; 'admin' is granted in the database, as the CLI does. */
export async function account(ctx: TestContext, role: '' | 'seller' | 'admin' = '') {
  const user = await signedInUser(ctx.app, { role: role === 'admin' ? '' : role });
  if (role === 'admin') {
    await ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.email, user.email));
  }
  const [row] = await ctx.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, user.email));
  return { ...user, id: row!.id, headers: { authorization: user.authorization } };
}
export type Account = Awaited<ReturnType<typeof account>>;

/** A real WebP under a generated-style name in the images folder, as an upload leaves it. */
export async function storedImage(ctx: TestContext): Promise<string> {
  const name = `${randomBytes(18).toString('base64url')}.webp`;
  const webp = await sharp({
    create: { width: 8, height: 8, channels: 3, background: { r: 10, g: 20, b: 30 } },
  })
    .webp()
    .toBuffer();
  await writeFile(path.join(ctx.env.IMAGES_DIR, name), webp);
  return `/images/${name}`;
}

export async function category(ctx: TestContext): Promise<string> {
  const [row] = await ctx.database.db
    .insert(categories)
    .values({ name: `Brand ${randomBytes(4).toString('hex')}`, icon: '/icons/x.svg', bg: 'bg-x' })
    .returning({ id: categories.id });
  return row!.id;
}

/** A body the spec's Add Product form would send, minus the seller fields. */
export function productBody(refs: { categoriesId: string; productImg: string }) {
  return {
    productName: 'iPhone 13 128GB',
    marketPrice: 799,
    sellingPrice: 450.5,
    purchaseYear: '2022-03-05',
    area: 'Dhaka',
    productCondition: 'Good',
    description: 'Battery at 88%, no scratches.',
    sellerPhone: '+880 1711-000000',
    ...refs,
  };
}

export function addProduct(app: FastifyInstance, who: Account | undefined, payload: object) {
  return app.inject({
    method: 'POST',
    url: '/api/addproduct',
    headers: who?.headers ?? {},
    payload,
  });
}

/** Adds a listing through the API and returns its id. */
export async function listing(ctx: TestContext, seller: Account, body: object): Promise<string> {
  const res = await addProduct(ctx.app, seller, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().insertedId as string;
}

export async function storedListing(ctx: TestContext, id: string) {
  const [row] = await ctx.database.db.select().from(products).where(eq(products.id, id));
  return row;
}

/** Marks a listing sold as the payment flow will (issue: buying). */
export async function markSold(ctx: TestContext, id: string) {
  await ctx.database.db
    .update(products)
    .set({ sold: true, booking: false })
    .where(eq(products.id, id));
}

/** The cast most selling suites need: two sellers, a buyer, an admin and a valid body. */
export async function sellingCast(ctx: TestContext) {
  const [seller, otherSeller, buyer, admin] = await Promise.all([
    account(ctx, 'seller'),
    account(ctx, 'seller'),
    account(ctx, ''),
    account(ctx, 'admin'),
  ]);
  const categoryId = await category(ctx);
  const body = productBody({ categoriesId: categoryId, productImg: await storedImage(ctx) });
  return { seller, otherSeller, buyer, admin, categoryId, body };
}
export type SellingCast = Awaited<ReturnType<typeof sellingCast>>;

/** The listing calls of spec §7, bound to a suite's context getter. */
export function sellingCalls(ctx: () => TestContext) {
  const call = (method: 'PUT' | 'PATCH' | 'DELETE', id: string, who?: Account, payload?: object) =>
    ctx().app.inject({
      method,
      url: `/api/product/${id}`,
      headers: who?.headers ?? {},
      ...(payload ? { payload } : {}),
    });
  return {
    advertise: (id: string, who?: Account) => call('PUT', id, who),
    edit: (id: string, who: Account | undefined, payload: object) =>
      call('PATCH', id, who, payload),
    remove: (id: string, who?: Account) => call('DELETE', id, who),
    report: (id: string, who?: Account) =>
      ctx().app.inject({ method: 'PUT', url: `/api/report/${id}`, headers: who?.headers ?? {} }),
    myProducts: (email: string, who: Account, query = '') =>
      ctx().app.inject({
        method: 'GET',
        url: `/api/product?email=${encodeURIComponent(email)}${query}`,
        headers: who.headers,
      }),
    /** The ids a public list returns. */
    publicIds: async (url: string): Promise<string[]> =>
      (await ctx().app.inject({ method: 'GET', url })).json().map((p: { _id: string }) => p._id),
  };
}
