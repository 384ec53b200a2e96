import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { products, users } from '../../db/schema.ts';
import { routePolicies } from '../../lib/route-policy.ts';
import { type AdminCast, adminCalls, adminCast, badToken } from '../../test/admin-helpers.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';

/** Every admin call of issue #6, as the routes declare them (config.policy = 'admin'). */
const ADMIN_ROUTES = [
  'GET /api/users',
  'GET /api/sellers',
  'GET /api/buyers',
  'PUT /api/users/makeadmin/:id',
  'PUT /api/sellers/:id',
  'DELETE /api/users/delete/:id',
  'DELETE /api/sellers/:id',
  'DELETE /api/buyers/:id',
  'GET /api/allselling',
  'GET /api/report',
  'DELETE /api/report/:id',
  'POST /api/report/:id/dismiss',
];

describeOnEachDatabase('admin calls: who may call them', (ctx) => {
  const calls = adminCalls(ctx);
  let cast: AdminCast;
  beforeAll(async () => {
    cast = await adminCast(ctx());
  });

  const adminRoutes = () => routePolicies(ctx().app).filter((r) => r.policy === 'admin');

  it('When the routes are listed by policy, then every admin call says admin, once', () => {
    const found = adminRoutes().map((r) => `${r.method} ${r.url}`);
    // Other modules may add admin routes later; these must all be among them.
    expect(found).toEqual(expect.arrayContaining(ADMIN_ROUTES));
    expect(new Set(found).size).toBe(found.length);
  });

  it('When a caller is anonymous, has a forged or expired token, or is a buyer or seller, then 401/403 and nothing changes', async () => {
    const { f, admin, buyer, seller } = cast;
    // The target of every call: a seller with a reported listing, who must survive it all.
    const target = await f.seller();
    const phone = await f.product({ seller: target });
    await ctx().app.inject({
      method: 'PUT',
      url: `/api/report/${phone.id}`,
      headers: buyer.headers,
    });
    const callers = [
      ['anonymous', undefined, 401, 'UNAUTHORIZED'],
      ['forged token', await badToken(ctx(), admin, 'forged'), 401, 'INVALID_TOKEN'],
      ['expired token', await badToken(ctx(), admin, 'expired'), 401, 'INVALID_TOKEN'],
      ['buyer', buyer, 403, 'ROLE_REQUIRED'],
      ['seller', seller, 403, 'ROLE_REQUIRED'],
    ] as const;
    for (const route of adminRoutes()) {
      const id = route.url.startsWith('/api/report') ? phone.id : target.id;
      const url = route.url.replace(':id', id);
      for (const [name, who, status, code] of callers) {
        const res = await calls.call(route.method as 'GET', url, who);
        expect(res.statusCode, `${route.method} ${url} as ${name}: ${res.body}`).toBe(status);
        expect(res.json().code).toBe(code);
      }
    }
    const db = ctx().database.db;
    const [account] = await db.select().from(users).where(eq(users.id, target.id));
    expect(account).toMatchObject({ role: 'seller', verified: false, deletedAt: null });
    const [listing] = await db.select().from(products).where(eq(products.id, phone.id));
    expect(listing?.deletedAt).toBeNull();
    const reported = await calls.reported(admin);
    expect(reported.json().map((p: { _id: string }) => p._id)).toContain(phone.id);
  });

  it('When an admin calls a list, then 200 with an array (control)', async () => {
    for (const list of [calls.users, calls.sellers, calls.buyers, calls.sales, calls.reported]) {
      const res = await list(cast.admin);
      expect(res.statusCode, res.body).toBe(200);
      expect(Array.isArray(res.json())).toBe(true);
    }
  });

  it('When an admin sends a bad page query, a body field or a bad cursor, then 400', async () => {
    const { admin, seller } = cast;
    expect((await calls.users(admin, '?limit=0')).statusCode).toBe(400);
    expect((await calls.sales(admin, '?role=admin')).statusCode).toBe(400);
    const cursor = await calls.sellers(admin, '?cursor=bm9wZQ');
    expect(cursor.statusCode).toBe(400);
    expect(cursor.json().code).toBe('BAD_CURSOR');
    const withBody = await ctx().app.inject({
      method: 'PUT',
      url: `/api/sellers/${seller.row.id}`,
      headers: admin.headers,
      payload: { verified: false },
    });
    expect(withBody.statusCode).toBe(400);
    expect(withBody.json().code).toBe('VALIDATION_FAILED');
  });
});
