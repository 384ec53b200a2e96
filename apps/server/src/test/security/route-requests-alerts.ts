import { eq } from 'drizzle-orm';
import { savedSearches } from '../../db/schema-alerts.ts';
import { createUnsubscribeTokens } from '../../modules/alerts/unsubscribe-token.ts';
import type { Member, World } from './matrix-world.ts';
import type { RouteCase } from './route-requests.ts';

/** A fresh saved search of `owner`, written directly (a member may keep only 20). */
async function savedSearchOf(w: World, owner: Member): Promise<string> {
  const [row] = await w.db
    .insert(savedSearches)
    .values({
      userId: owner.id,
      name: 'Matrix',
      frequency: 'instant',
      query: 'q=phone',
      q: 'phone',
    })
    .returning({ id: savedSearches.id });
  return row!.id;
}

/** A route on one saved search: the owner is any member; anyone else gets a 404. */
const onSavedSearch = (payload?: object): RouteCase => ({
  resource: 'saved-search',
  othersStatus: 404,
  build: async (w, owner) => ({
    url: `/api/saved-searches/${await savedSearchOf(w, owner)}`,
    ...(payload ? { payload } : {}),
  }),
});

/** Issue #20 (alerts) routes for the authorization matrix, merged into ROUTE_CASES. */
export const ALERTS_ROUTE_CASES: Record<string, RouteCase> = {
  'GET /api/saved-searches': { build: () => ({ url: '/api/saved-searches' }) },
  // The caller's own new search; the matrix's members each stay under the limit of 20 (the
  // old ones are cleared first).
  'POST /api/saved-searches': {
    build: async (w, owner) => {
      await w.db.delete(savedSearches).where(eq(savedSearches.userId, owner.id));
      return {
        url: '/api/saved-searches',
        payload: { name: 'Matrix', frequency: 'daily', query: 'q=iphone&area=Dhaka' },
      };
    },
  },
  'PATCH /api/saved-searches/:id': onSavedSearch({ frequency: 'off' }),
  'DELETE /api/saved-searches/:id': onSavedSearch(),
  // Public: the signed link of a mail works for anyone, signed in or not (forged: module tests).
  'POST /api/alerts/unsubscribe': {
    build: async (w, owner) => ({
      url: '/api/alerts/unsubscribe',
      payload: {
        token: createUnsubscribeTokens(w.env.AUTH_SECRET).sign({
          kind: 'search',
          id: await savedSearchOf(w, owner),
        }),
      },
    }),
  },
};
