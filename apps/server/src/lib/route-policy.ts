import type { FastifyInstance } from 'fastify';

/**
 * Who a route is for, written on the route as `config: { policy }`: the one statement of it.
 * The authenticate plugin turns each policy into its checks (credential, then role) before
 * validation; what needs the record (whose listing, booking or email) is decided by the service
 * that reads it (docs/decisions/027-policy-is-the-guard.md, after 008). Every /api route has
 * one (test/security/route-policies.test.ts fails the build otherwise), and the authorization
 * matrix calls each route as every kind of caller against what its policy says.
 *
 * - public: anyone; nothing about the caller is checked (better-auth's /api/auth/* is public:
 *   it checks its own credentials).
 * - session: an identity session cookie, acting for its own email only.
 * - session-or-bearer: a session cookie or a bearer token of any role, acting on itself.
 * - signed-in: a bearer token, any role.
 * - buyer / seller / admin: a bearer token of that role (buyer is role '').
 * - seller-or-admin: a seller acting on their own data, or an admin on anyone's.
 * - owner: a bearer token whose account owns the record (a listing's seller, a booking's
 *   buyer); admins are not owners.
 * - owner-or-admin: as owner, or an admin. Records named by email count as the email's own.
 * - reporter: a bearer token of a buyer or seller, on a listing that is not their own
 *   (admins act on listings directly).
 * - webhook: no caller identity; the provider's signature on the body is the authentication.
 */
export const ROUTE_POLICIES = [
  'public',
  'session',
  'session-or-bearer',
  'signed-in',
  'buyer',
  'seller',
  'seller-or-admin',
  'admin',
  'owner',
  'owner-or-admin',
  'reporter',
  'webhook',
] as const;
export type RoutePolicy = (typeof ROUTE_POLICIES)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    policy?: RoutePolicy;
  }
}

export interface PolicedRoute {
  method: string;
  url: string;
  policy: RoutePolicy;
}

interface CollectedRoute {
  method: string;
  url: string;
  policy: RoutePolicy | undefined;
}

// Keyed by the app's HTTP server: every plugin context of one app shares it, so a test holding
// the root instance finds what an encapsulated context collected, and two apps never mix.
const collected = new WeakMap<object, CollectedRoute[]>();

/** Records every route registered after this call (in `app` and below), with its policy. */
export function collectRoutePolicies(app: FastifyInstance): void {
  const routes: CollectedRoute[] = [];
  collected.set(app.server, routes);
  app.addHook('onRoute', (route) => {
    const policy = route.config?.policy;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // HEAD routes are Fastify's automatic twins of GET routes.
    for (const method of methods)
      if (method !== 'HEAD') routes.push({ method, url: route.url, policy });
  });
}

/** The routes with a policy, as collected by `collectRoutePolicies`, in registration order. */
export function routePolicies(app: FastifyInstance): readonly PolicedRoute[] {
  return (collected.get(app.server) ?? []).flatMap(({ method, url, policy }) =>
    policy ? [{ method, url, policy }] : [],
  );
}

/** `METHOD url` of every collected route that states no policy: each one is a gap. */
export function routesWithoutPolicy(app: FastifyInstance): string[] {
  return (collected.get(app.server) ?? [])
    .filter((route) => !route.policy)
    .map((route) => `${route.method} ${route.url}`);
}
