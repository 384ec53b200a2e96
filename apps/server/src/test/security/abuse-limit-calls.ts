import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { signUp, uniqueEmail } from '../auth-helpers.ts';
import { type Actor, actorFor, bookingPayload } from '../buying-helpers.ts';
import { createFixtures, type ProductRow } from '../fixtures.ts';
import type { TestContext } from '../test-app.ts';
import { multipartBody } from './hostile-upload-corpus.ts';

/** The actions issue #7 item 5 adds limits to, as the routes name them. */
export const LIMITED_ACTIONS = ['token', 'upload', 'booking', 'report'] as const;
export type NewLimitedAction = (typeof LIMITED_ACTIONS)[number];

/** Who calls: a bearer token for the API, and an identity session for /api/jwt. */
export interface Caller {
  email: string;
  actor?: Actor;
  cookie?: string;
}

let ipCounter = 0;
/** A client address no other test uses, so counters never carry over between tests. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/**
 * What each limited action needs: a way to make a caller and to send one attempt. The
 * attempt's own outcome (200, 409 for a second booking...) does not matter, only 429 does.
 */
export async function limitedCalls(ctx: TestContext) {
  const f = createFixtures(ctx.database.db);
  const listing: ProductRow = await f.product();
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#345' } })
    .png()
    .toBuffer();

  async function caller(action: NewLimitedAction): Promise<Caller> {
    if (action === 'token') {
      const email = uniqueEmail('limit');
      return { email, cookie: await signUp(ctx.app, { email, ip: freshIp() }) };
    }
    const actor = await actorFor(ctx, await f.buyer());
    return { email: actor.email, actor };
  }

  function send(
    app: FastifyInstance,
    action: NewLimitedAction,
    who: Caller,
    ip: string,
  ): Promise<LightMyRequestResponse> {
    const headers = {
      'x-forwarded-for': ip,
      ...(who.actor ? who.actor.headers : {}),
      ...(who.cookie ? { cookie: who.cookie } : {}),
    };
    switch (action) {
      case 'token':
        return app.inject({
          method: 'GET',
          url: `/api/jwt?email=${encodeURIComponent(who.email)}`,
          headers,
        });
      case 'upload': {
        const body = multipartBody([
          { field: 'image', filename: 'a.png', contentType: 'image/png', data: png },
        ]);
        return app.inject({
          method: 'POST',
          url: '/api/upload',
          headers: { ...headers, 'content-type': body.contentType },
          payload: body.payload,
        });
      }
      case 'booking':
        return app.inject({
          method: 'POST',
          url: '/api/booking',
          headers,
          payload: bookingPayload(listing.id, who.actor),
        });
      case 'report':
        return app.inject({
          method: 'PUT',
          url: `/api/report/${listing.id}`,
          headers,
          payload: { reason: 'Looks like a scam' },
        });
    }
  }

  return { caller, send };
}

/** Settings giving every new action the same small limits, so tests stay short. */
export function smallLimits(perAccount: number, perIp: number): Record<string, string> {
  return {
    // Sign-ups for /api/jwt callers come from fresh addresses; keep the auth limit out of the way.
    AUTH_RATE_LIMIT_PER_IP: '1000000',
    AUTH_RATE_LIMIT_PER_EMAIL: '1000000',
    ...Object.fromEntries(
      LIMITED_ACTIONS.flatMap((a) => [
        [`${a.toUpperCase()}_RATE_LIMIT_PER_ACCOUNT`, String(perAccount)],
        [`${a.toUpperCase()}_RATE_LIMIT_PER_IP`, String(perIp)],
      ]),
    ),
  };
}
