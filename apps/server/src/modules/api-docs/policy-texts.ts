import type { RoutePolicy } from '../../lib/route-policy.ts';
import { type Credential, POLICY_CHECKS } from '../auth/index.ts';

/** Who may call a route, in a sentence, per policy (lib/route-policy.ts says the same). */
export const POLICY_SENTENCES: Record<RoutePolicy, string> = {
  public: 'Anyone may call it; nothing about the caller is checked.',
  session: 'Needs the identity session cookie; it acts for that session’s own email only.',
  'session-or-bearer': 'Needs the identity session cookie or a bearer token of any role.',
  'signed-in': 'Needs a bearer token (any role).',
  buyer: 'Needs a bearer token of a buyer.',
  seller: 'Needs a bearer token of a seller.',
  'seller-or-admin':
    'Needs a bearer token of a seller (acting on their own data) or an admin (on anyone’s).',
  admin: 'Needs a bearer token of an admin.',
  owner:
    'Needs a bearer token whose account owns the record (a listing’s seller, a booking’s buyer); admins are not owners.',
  'owner-or-admin':
    'Needs a bearer token whose account owns the record (records named by email are that email’s own), or an admin’s.',
  reporter:
    'Needs a bearer token of a buyer or seller, on a listing that is not their own (admins act on listings directly).',
  webhook:
    'Called by the payment provider: no caller identity, the provider’s signature on the body is the authentication.',
};

/** The security requirement of each credential, by the schemes the document declares. */
export const CREDENTIAL_SECURITY: Record<Credential, Array<Record<string, string[]>>> = {
  none: [],
  session: [{ sessionCookie: [] }],
  'session-or-bearer': [{ sessionCookie: [] }, { bearerToken: [] }],
  bearer: [{ bearerToken: [] }],
};

export interface PolicyRefusals {
  /** Codes of the 401 a caller without the credential gets (none for public routes). */
  unauthorized: string[];
  /** Codes of the 403 a caller of another role gets. */
  forbidden: string[];
  /** Whether the route refuses a record that is not the caller's (the service decides). */
  recordChecked: boolean;
}

// Policies whose record decides (the service reads it): someone else's record is refused.
const RECORD_POLICIES = new Set<RoutePolicy>([
  'session',
  'session-or-bearer',
  'owner',
  'owner-or-admin',
  'reporter',
  'seller-or-admin',
]);

/** The refusals a policy itself answers (decision 027), before the route's own errors. */
export function policyRefusals(policy: RoutePolicy): PolicyRefusals {
  const { credential, roles } = POLICY_CHECKS[policy];
  const unauthorized =
    credential === 'none'
      ? []
      : credential === 'session'
        ? ['UNAUTHORIZED']
        : ['UNAUTHORIZED', 'INVALID_TOKEN'];
  return {
    unauthorized,
    forbidden: roles ? ['ROLE_REQUIRED'] : [],
    recordChecked: RECORD_POLICIES.has(policy),
  };
}
