import { beforeAll, expect, it } from 'vitest';
import { createImeiCrypto, imeiColumns } from '../../lib/imei-crypto.ts';
import { freshImei } from '../imei-helpers.ts';
import { describeOnEachDatabase } from '../test-app.ts';
import {
  MEMBER_NAMES,
  type Member,
  type MemberName,
  matrixWorld,
  type World,
} from './matrix-world.ts';
import { ROUTE_CASES } from './route-requests.ts';

/**
 * Issue #16: the full IMEI of a listing is answered only to its seller (My Products), admins
 * (their view of anyone's My Products) and the buyer of a paid booking of it (My Orders).
 * Every GET route of the matrix is called by every kind of caller, against the seller's and
 * the caller's own records, plus the public pages of both listings; no other answer may
 * contain either number.
 */
type Caller = MemberName | 'anonymous';

/** Who may read which listing's IMEI, and on which route. */
const MAY_READ: Record<'live' | 'sold', Partial<Record<string, readonly Caller[]>>> = {
  live: { 'GET /api/product': ['seller', 'admin'], 'GET /api/report': ['admin'] },
  sold: {
    'GET /api/product': ['seller', 'admin'],
    'GET /api/report': ['admin'],
    'GET /api/booking/myproduct': ['buyer', 'admin'],
  },
};

describeOnEachDatabase(
  'authorization matrix: no full IMEI to a caller who may not see it',
  (ctx) => {
    let w: World;
    const imeis = { live: freshImei(), sold: freshImei() };
    let ids: { live: string; sold: string };

    beforeAll(async () => {
      w = await matrixWorld(ctx());
      const crypto = createImeiCrypto(ctx().env.IMEI_KEY);
      const listing = (imei: string) =>
        w.f.product({
          seller: w.seller.row,
          productImg: w.productImg,
          ...imeiColumns(crypto, imei),
        });
      const live = await listing(imeis.live);
      const sold = await listing(imeis.sold);
      await w.f.sale({ product: sold, buyer: w.buyer.row });
      // An unpaid booking entitles its buyer to nothing more than the last 4.
      await w.f.booking({ product: live, buyer: w.otherBuyer.row });
      ids = { live: live.id, sold: sold.id };
    }, 120_000);

    const headers = (caller: Caller): Record<string, string> =>
      caller === 'anonymous' ? {} : { authorization: `Bearer ${w.members[caller].token}` };

    it('When every GET route is called by every caller, then only the seller, admins and the paid buyer ever see a full IMEI', async () => {
      const { app } = ctx();
      const seen: string[] = [];
      const leaks: string[] = [];
      const callers: Caller[] = ['anonymous', ...MEMBER_NAMES];
      for (const [route, spec] of Object.entries(ROUTE_CASES)) {
        if (!route.startsWith('GET ') || route.includes('/auth')) continue;
        for (const caller of callers) {
          const owners: Member[] = [w.seller, w.buyer];
          if (caller !== 'anonymous') owners.push(w.members[caller]);
          for (const owner of owners) {
            const request = await spec.build(w, owner);
            const res = await app.inject({
              method: 'GET',
              url: request.url,
              headers: { ...request.headers, ...headers(caller) },
            });
            for (const kind of ['live', 'sold'] as const) {
              if (!res.body.includes(imeis[kind])) continue;
              const line = `${route} as ${caller} (${request.url}) shows the ${kind} IMEI`;
              if (MAY_READ[kind][route]?.includes(caller)) seen.push(line);
              else leaks.push(line);
            }
          }
        }
      }
      for (const caller of callers) {
        for (const id of Object.values(ids)) {
          const res = await app.inject({
            method: 'GET',
            url: `/api/listings/${id}`,
            headers: headers(caller),
          });
          if (Object.values(imeis).some((imei) => res.body.includes(imei))) {
            leaks.push(`GET /api/listings/${id} as ${caller}`);
          }
        }
      }
      expect(leaks).toEqual([]);
      // The check can fail: those who may read the numbers do get them.
      expect(seen).toEqual(
        expect.arrayContaining([
          expect.stringContaining('GET /api/product as seller'),
          expect.stringContaining('GET /api/product as admin'),
          expect.stringMatching(/GET \/api\/booking\/myproduct as buyer .* the sold IMEI/),
        ]),
      );
    }, 240_000);
  },
);
