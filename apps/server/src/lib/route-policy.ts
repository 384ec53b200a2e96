import type { FastifyInstance } from 'fastify';

/**
 * Who a route is for, written on the route as `config: { policy }` so tests can find every
 * route of a kind and check that the guards really enforce it
 * (docs/decisions/008-route-policies.md). The guards (`app.authenticate`, `requireRole`...)
 * still do the enforcing; the policy only describes them.
 *
 * - public: anyone. session: an identity session cookie. signed-in: a bearer token, any role.
 * - buyer / seller / admin: a bearer token of that role (buyer is role '').
 * - owner-or-admin: a bearer token whose account owns the record, or an admin.
 */
export const ROUTE_POLICIES = [
  'public',
  'session',
  'signed-in',
  'buyer',
  'seller',
  'admin',
  'owner-or-admin',
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

// Keyed by the app's HTTP server: every plugin context of one app shares it, so a test holding
// the root instance finds what an encapsulated context collected, and two apps never mix.
const collected = new WeakMap<object, PolicedRoute[]>();

/** Records the routes registered after this call (in `app` and below) that carry a policy. */
export function collectRoutePolicies(app: FastifyInstance): void {
  const routes: PolicedRoute[] = [];
  collected.set(app.server, routes);
  app.addHook('onRoute', (route) => {
    const policy = route.config?.policy;
    if (!policy) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // HEAD routes are Fastify's automatic twins of GET routes.
    for (const method of methods)
      if (method !== 'HEAD') routes.push({ method, url: route.url, policy });
  });
}

/** The routes with a policy, as collected by `collectRoutePolicies`, in registration order. */
export function routePolicies(app: FastifyInstance): readonly PolicedRoute[] {
  return collected.get(app.server) ?? [];
}
