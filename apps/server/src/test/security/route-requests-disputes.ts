import { disputesRepository } from '../../modules/disputes/disputes-repository.ts';
import { disputedDeal } from '../deal-fixtures.ts';
import type { Member, World } from './matrix-world.ts';
import type { RouteCase } from './route-requests.ts';

/**
 * Issue #46 routes for the authorization matrix, merged into ROUTE_CASES. A party's dispute is
 * the buyer's record here (the seller's side is disputes-routes.test.ts's); a stranger gets the
 * 404 of no dispute. The deal's seller is a fresh one, never a member calling as a stranger.
 */
async function dispute(w: World, owner: Member) {
  const seller = await w.f.seller();
  const { booking } = await disputedDeal(w.db, w.f, { buyer: owner.row, seller });
  await disputesRepository.open(w.db, booking.id, 48);
  return booking.id;
}

export const DISPUTES_ROUTE_CASES: Record<string, RouteCase> = {
  'GET /api/booking/:id/dispute': {
    resource: 'booking',
    othersStatus: 404,
    build: async (w, owner) => ({ url: `/api/booking/${await dispute(w, owner)}/dispute` }),
  },
  'POST /api/booking/:id/dispute/statement': {
    resource: 'booking',
    othersStatus: 404,
    build: async (w, owner) => ({
      url: `/api/booking/${await dispute(w, owner)}/dispute/statement`,
      payload: { text: 'Matrix' },
    }),
  },
  'GET /api/admin/disputes/:id': {
    build: async (w) => ({ url: `/api/admin/disputes/${(await w.fresh.deal('disputed')).id}` }),
  },
};
