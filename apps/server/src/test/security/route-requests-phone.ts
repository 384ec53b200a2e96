import { sql } from 'drizzle-orm';
import { phoneCodes } from '../../db/schema.ts';
import { hashPhoneCode } from '../../modules/phone/phone-service.ts';
import { freshPhone } from '../phone-helpers.ts';
import type { RouteCase } from './route-requests.ts';

/**
 * Issue #36 (phone verification) routes for the authorization matrix, merged into ROUTE_CASES.
 * Policy 'signed-in': each call is about the caller's own number, so there is no "someone
 * else's" record. Confirm gets a pending code planted for the caller (the SMS is not read).
 */
export const PHONE_ROUTE_CASES: Record<string, RouteCase> = {
  'GET /api/phone': { build: () => ({ url: '/api/phone' }) },
  'POST /api/phone/start': {
    build: () => ({ url: '/api/phone/start', payload: { phone: freshPhone() } }),
  },
  'POST /api/phone/confirm': {
    build: async (w, owner) => {
      const phone = freshPhone();
      const code = '246810';
      const row = {
        phone,
        codeHash: hashPhoneCode(w.env.AUTH_SECRET, owner.id, phone, code),
        expiresAt: sql`now() + interval '10 minutes'`,
        wrongTries: 0,
        lockedUntil: null,
      };
      await w.db
        .insert(phoneCodes)
        .values({ userId: owner.id, ...row })
        .onConflictDoUpdate({ target: phoneCodes.userId, set: row });
      return { url: '/api/phone/confirm', payload: { phone, code } };
    },
  },
};
