import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Actor } from '../../test/buying-helpers.ts';

export const offerBody = (listingId: string, amount: number, extra: object = {}) => ({
  listingId,
  amount,
  buyerNumber: '+8801712345678',
  meetingLocation: 'Dhanmondi 27, Dhaka',
  ...extra,
});

/** The offers calls of issue #20, bound to a suite's app getter. */
export function offersCalls(app: () => FastifyInstance) {
  const post = (who: Actor, url: string, payload?: object) =>
    app().inject({ method: 'POST', url, headers: who.headers, ...(payload ? { payload } : {}) });
  return {
    make: (who: Actor, listingId: string, amount: number, extra: object = {}) =>
      post(who, '/api/offers', offerBody(listingId, amount, extra)),
    accept: (who: Actor, id: string) => post(who, `/api/offers/${id}/accept`),
    decline: (who: Actor, id: string) => post(who, `/api/offers/${id}/decline`),
    counter: (who: Actor, id: string, amount: number) =>
      post(who, `/api/offers/${id}/counter`, { amount }),
    list: (who: Actor, role: 'buyer' | 'seller') =>
      app().inject({ method: 'GET', url: `/api/offers?role=${role}`, headers: who.headers }),
    floor: (who: Actor, listingId: string, floor: number | null) =>
      app().inject({
        method: 'PUT',
        url: `/api/offers/floor/${listingId}`,
        headers: who.headers,
        payload: { floor },
      }),
    floors: (who: Actor) =>
      app().inject({ method: 'GET', url: '/api/offers/floors', headers: who.headers }),
  };
}
export type OffersCalls = ReturnType<typeof offersCalls>;

/** Makes an offer through the API and returns its id. */
export async function offered(calls: OffersCalls, who: Actor, listingId: string, amount: number) {
  const res = await calls.make(who, listingId, amount);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as string;
}
