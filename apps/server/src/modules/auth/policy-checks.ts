import type { RoleName } from '../../lib/access.ts';
import type { RoutePolicy } from '../../lib/route-policy.ts';

/** The credential a policy asks for, before anything about the request is looked at. */
export type Credential = 'none' | 'session' | 'session-or-bearer' | 'bearer';

export interface PolicyCheck {
  credential: Credential;
  /** The bearer caller's role must be one of these (403 otherwise); no implied hierarchy. */
  roles?: readonly RoleName[];
}

/**
 * What each policy asks of every caller, whatever record the request names
 * (docs/decisions/027-policy-is-the-guard.md). The parts that need the record (whose listing,
 * whose booking, whose email, "not your own listing") are decided by the service that reads
 * it; a policy here only says which credential and which roles may get that far.
 */
export const POLICY_CHECKS: Record<RoutePolicy, PolicyCheck> = {
  public: { credential: 'none' },
  // The provider's signature on the body is the authentication: the route checks it.
  webhook: { credential: 'none' },
  session: { credential: 'session' },
  'session-or-bearer': { credential: 'session-or-bearer' },
  'signed-in': { credential: 'bearer' },
  owner: { credential: 'bearer' },
  'owner-or-admin': { credential: 'bearer' },
  // Admins and a listing's own seller are refused by the service, after the 404 for the listing.
  reporter: { credential: 'bearer' },
  buyer: { credential: 'bearer', roles: ['buyer'] },
  seller: { credential: 'bearer', roles: ['seller'] },
  admin: { credential: 'bearer', roles: ['admin'] },
  'seller-or-admin': { credential: 'bearer', roles: ['seller', 'admin'] },
};
