import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { type Actor, actorFor } from '../../test/buying-helpers.ts';
import { createFixtures } from '../../test/fixtures.ts';
import type { TestContext } from '../../test/test-app.ts';

/** Accounts older than the young-account limit's week, unless a test wants a young one. */
export const OLD = new Date(Date.now() - 30 * 86_400_000);

/** A cast for conversations: a seller with a listing, buyers (old accounts) and an admin. */
export async function messagingCast(ctx: TestContext) {
  const f = createFixtures(ctx.database.db);
  const sellerRow = await f.seller({ createdAt: OLD });
  const [buyer, otherBuyer, seller, admin] = await Promise.all([
    f.buyer({ createdAt: OLD }).then((r) => actorFor(ctx, r)),
    f.buyer({ createdAt: OLD }).then((r) => actorFor(ctx, r)),
    actorFor(ctx, sellerRow),
    f.admin({ createdAt: OLD }).then((r) => actorFor(ctx, r)),
  ]);
  const listing = await f.product({ seller: sellerRow });
  const person = async (createdAt = OLD) => actorFor(ctx, await f.buyer({ createdAt }));
  return { f, buyer, otherBuyer, seller, admin, listing, person };
}

/** The conversation calls bound to an app. */
export function messagingCalls(app: () => FastifyInstance) {
  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    who: Actor,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    app().inject({
      method,
      url,
      headers: { ...who.headers, ...headers },
      ...(payload ? { payload } : {}),
    });
  return {
    call,
    start: (who: Actor, listingId: string, text = 'Is it still available?', photos?: string[]) =>
      call('POST', '/api/conversations', who, { listingId, text, ...(photos ? { photos } : {}) }),
    send: (who: Actor, id: string, text: string, photos?: string[]) =>
      call('POST', `/api/conversations/${id}/messages`, who, {
        text,
        ...(photos ? { photos } : {}),
      }),
    list: (who: Actor, query = '') => call('GET', `/api/conversations${query}`, who),
    messages: (who: Actor, id: string, query = '', headers: Record<string, string> = {}) =>
      call('GET', `/api/conversations/${id}/messages${query}`, who, undefined, headers),
    read: (who: Actor, id: string) => call('POST', `/api/conversations/${id}/read`, who),
    report: (who: Actor, id: string, reason = 'Asked me to pay by bKash') =>
      call('POST', `/api/conversations/${id}/report`, who, { reason }),
    sharePhone: (who: Actor, id: string, phone: string) =>
      call('POST', `/api/conversations/${id}/share-phone`, who, { phone }),
    block: (who: Actor, userId: string) => call('POST', `/api/users/${userId}/block`, who),
    unblock: (who: Actor, userId: string) => call('DELETE', `/api/users/${userId}/block`, who),
  };
}

/** Starts a conversation and answers its id. */
export async function started(
  calls: ReturnType<typeof messagingCalls>,
  who: Actor,
  listingId: string,
  text?: string,
): Promise<string> {
  const res = await calls.start(who, listingId, text);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().conversation.id as string;
}
