import { beforeAll, expect, it } from 'vitest';
import { PASSWORD, TEST_ORIGIN } from '../auth-helpers.ts';
import { productBody } from '../selling-helpers.ts';
import { describeOnEachDatabase } from '../test-app.ts';
import { changedTables, databaseDigest } from './db-digest.ts';
import { matrixWorld, type World } from './matrix-world.ts';

/** What the schema fuzzer found (issue #7 item 3), each kept as a plain regression test. */
describeOnEachDatabase('fuzz findings', (ctx) => {
  let w: World;
  beforeAll(async () => {
    w = await matrixWorld(ctx());
  });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}`, origin: TEST_ORIGIN });

  it('When a path, query or body string holds a NUL character, then 400, not a database error', async () => {
    const { app } = ctx();
    const before = await databaseDigest(ctx().database.db);
    const replies = [
      await app.inject({ url: '/api/verify/seller/a%00b' }),
      await app.inject({ url: '/api/product?email=%00', headers: bearer(w.seller.token) }),
      await app.inject({
        method: 'POST',
        url: '/api/addproduct',
        headers: bearer(w.seller.token),
        payload: {
          ...productBody({ categoriesId: w.categoryId, productImg: w.productImg }),
          productName: 'Phone\u0000',
        },
      }),
      await app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
        payload: `{"email":"nul\\u0000@example.com","password":"${PASSWORD}","name":"N"}`,
      }),
    ];
    for (const res of replies) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe('INVALID_CHARACTER');
    }
    expect(changedTables(before, await databaseDigest(ctx().database.db))).toEqual([]);
  });

  it('When a caller without a token sends a NUL character, then 401 still comes first', async () => {
    const res = await ctx().app.inject({ url: '/api/product?email=%00' });
    expect(res.statusCode).toBe(401);
  });

  it('When an upload is not well-formed multipart, then 400 BAD_MULTIPART, not a 500', async () => {
    for (const payload of [
      '{"a":',
      '--zzz\r\nContent-Disposition: form-data; name="image"\r\n\r\nab',
    ]) {
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/upload',
        headers: { ...bearer(w.buyer.token), 'content-type': 'multipart/form-data; boundary=zzz' },
        payload,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe('BAD_MULTIPART');
    }
  });

  it('When the sandbox card step gets a body that fails validation, then 400 with field messages', async () => {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/sandbox/confirm',
      headers: bearer(w.buyer.token),
      payload: { clientSecret: false, card: {} },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(res.json().fieldErrors).toBeDefined();
  });
});
