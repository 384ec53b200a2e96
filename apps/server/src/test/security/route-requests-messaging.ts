import type { RouteCase } from './route-requests.ts';

/**
 * A route on one conversation: `owner` is its buyer party; anyone else (admins included) gets
 * the 404 of a conversation that does not exist (issue #19, decision 034).
 */
const onConversation = (path: (id: string) => string, payload?: object): RouteCase => ({
  resource: 'conversation',
  othersStatus: 404,
  build: async (w, owner) => ({
    url: path((await w.fresh.conversation(owner)).id),
    ...(payload ? { payload } : {}),
  }),
});

/** Issue #19 messaging routes for the authorization matrix, merged into ROUTE_CASES. */
export const MESSAGING_ROUTE_CASES: Record<string, RouteCase> = {
  // About a fresh seller's listing: never the caller's own.
  'POST /api/conversations': {
    build: async (w) => ({
      url: '/api/conversations',
      payload: {
        listingId: (await w.f.product({ seller: await w.f.seller(), productImg: w.productImg })).id,
        text: 'Is it still available?',
      },
    }),
  },
  'GET /api/conversations': { build: () => ({ url: '/api/conversations' }) },
  // A probe: the stream answers its first line and ends (wait=0), so inject returns.
  'GET /api/conversations/events': { build: () => ({ url: '/api/conversations/events?wait=0' }) },
  'GET /api/conversations/:id/messages': onConversation(
    (id) => `/api/conversations/${id}/messages`,
  ),
  'POST /api/conversations/:id/messages': onConversation(
    (id) => `/api/conversations/${id}/messages`,
    { text: 'Matrix' },
  ),
  'POST /api/conversations/:id/read': onConversation((id) => `/api/conversations/${id}/read`),
  'POST /api/conversations/:id/report': onConversation((id) => `/api/conversations/${id}/report`, {
    reason: 'Matrix',
  }),
  'POST /api/conversations/:id/share-phone': onConversation(
    (id) => `/api/conversations/${id}/share-phone`,
    { phone: '+8801712345678' },
  ),
  // Someone else's account, fresh each call.
  'POST /api/users/:id/block': {
    build: async (w) => ({ url: `/api/users/${(await w.fresh.account('')).id}/block` }),
  },
  'DELETE /api/users/:id/block': {
    build: async (w) => ({ url: `/api/users/${(await w.fresh.account('')).id}/block` }),
  },
  'GET /api/admin/conversations/reported': {
    build: () => ({ url: '/api/admin/conversations/reported' }),
  },
  'GET /api/admin/conversations/:id/messages': {
    build: async (w) => ({
      url: `/api/admin/conversations/${(await w.fresh.conversation(w.buyer, { reported: true })).id}/messages`,
    }),
  },
};
