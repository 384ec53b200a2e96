import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RoutePolicy } from '../../lib/route-policy.ts';
import { requireRole } from '../auth/authenticate.ts';

/**
 * The route options every admin call shares: a bearer token of an admin (401, then 403),
 * checked at preValidation so a caller without it learns nothing from validation messages,
 * and the policy that says so (docs/decisions/008-route-policies.md).
 */
export function adminOnly(app: FastifyInstance) {
  const policy: RoutePolicy = 'admin';
  return {
    config: { policy },
    preValidation: [app.authenticate, requireRole('admin')],
  };
}

/** The spec's client sends these PUT/DELETE/POST calls without a body (Fastify passes null). */
export const noBody = z.object({}).strict().nullish();
