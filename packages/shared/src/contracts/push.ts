import { z } from 'zod';

/**
 * Web Push (issue #39, decision 064): the browser's PushSubscription as `toJSON()` gives it.
 * The endpoint must be on a known push service's origin (the server checks; 400
 * PUSH_ENDPOINT_NOT_ALLOWED otherwise), so the server never posts to an address a user chose.
 */
export const PUSH_ENDPOINT_MAX = 2048;

/** base64url without padding, as browsers give the keys (`p256dh`: 65 bytes, `auth`: 16). */
const base64url = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'must be base64url');

export const pushEndpointSchema = z.url({ protocol: /^https?$/ }).max(PUSH_ENDPOINT_MAX);

export const pushSubscriptionBodySchema = z.object({
  endpoint: pushEndpointSchema,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: base64url(80, 100),
    auth: base64url(16, 32),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

/** GET /api/push/public-key: the VAPID public key `pushManager.subscribe` takes. */
export const pushPublicKeyReplySchema = z.object({ publicKey: z.string() });
export type PushPublicKeyReply = z.infer<typeof pushPublicKeyReplySchema>;

/** POST /api/push/subscriptions (201): the subscription as kept. */
export const pushSubscriptionReplySchema = z.object({
  endpoint: z.string(),
  createdAt: z.string(),
});
export type PushSubscriptionReply = z.infer<typeof pushSubscriptionReplySchema>;

/** DELETE /api/push/subscriptions: the endpoint in the body or the query. */
export const pushUnsubscribeBodySchema = z.object({ endpoint: pushEndpointSchema }).nullish();
export const pushUnsubscribeQuerySchema = z.object({ endpoint: pushEndpointSchema.optional() });
export const pushUnsubscribeReplySchema = z.object({ removed: z.literal(true) });

/** What a push carries (the service worker shows it): never a secret such as a handoff code. */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** An app path to open on click. */
  url: z.string(),
  kind: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
