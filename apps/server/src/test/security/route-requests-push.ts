import { createECDH, randomBytes } from 'node:crypto';
import { pushSubscriptions } from '../../db/schema-push.ts';
import type { RouteCase } from './route-requests.ts';

const endpoint = () =>
  `https://fcm.googleapis.com/fcm/send/matrix-${randomBytes(8).toString('hex')}`;
const keys = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
};
const on = { mail: true, push: true };

/**
 * Issue #39 routes for the authorization matrix, merged into ROUTE_CASES. The subscriptions
 * and preferences are always the caller's own ('signed-in'): no "someone else's" record. The
 * DELETE names a subscription the caller holds (written straight to the world's database).
 */
export const PUSH_ROUTE_CASES: Record<string, RouteCase> = {
  'GET /api/push/public-key': { build: () => ({ url: '/api/push/public-key' }) },
  'POST /api/push/subscriptions': {
    build: () => ({
      url: '/api/push/subscriptions',
      payload: { endpoint: endpoint(), keys: keys() },
    }),
  },
  'DELETE /api/push/subscriptions': {
    build: async (w, owner) => {
      const url = endpoint();
      await w.db.insert(pushSubscriptions).values({ userId: owner.id, endpoint: url, ...keys() });
      return { url: '/api/push/subscriptions', payload: { endpoint: url } };
    },
  },
  'GET /api/notification-preferences': { build: () => ({ url: '/api/notification-preferences' }) },
  'PUT /api/notification-preferences': {
    build: () => ({
      url: '/api/notification-preferences',
      payload: { messages: on, offers: on, deals: on, alerts: on, reviews: on },
    }),
  },
};
