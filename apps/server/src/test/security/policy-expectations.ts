import type { RoutePolicy } from '../../lib/route-policy.ts';
import { FORGED_TOKEN_KINDS, type ForgedTokenKind } from './forged-tokens.ts';
import type { Member, MemberName, World } from './matrix-world.ts';
import type { ResourceKind } from './route-requests.ts';

/**
 * The callers of the matrix. Members send the credential their route's policy asks for
 * ('auto': the cookie for session routes, the bearer token otherwise); the "-cookie-only" and
 * "-bearer-only" buyers send only one, to prove neither stands in for the other.
 */
export type Caller =
  | { name: 'anonymous'; kind: 'anonymous' }
  | { name: string; kind: 'forged'; forged: ForgedTokenKind | 'session-cookie' }
  | { name: string; kind: 'member'; member: MemberName; credential: 'auto' | 'cookie' | 'bearer' };

export const CALLERS: Caller[] = [
  { name: 'anonymous', kind: 'anonymous' },
  ...FORGED_TOKEN_KINDS.map((forged) => ({
    name: `forged:${forged}`,
    kind: 'forged' as const,
    forged,
  })),
  { name: 'forged:session-cookie', kind: 'forged', forged: 'session-cookie' },
  ...(['buyer', 'otherBuyer', 'seller', 'otherSeller', 'admin'] as const).map((member) => ({
    name: member,
    kind: 'member' as const,
    member,
    credential: 'auto' as const,
  })),
  { name: 'buyer-cookie-only', kind: 'member', member: 'buyer', credential: 'cookie' },
  { name: 'buyer-bearer-only', kind: 'member', member: 'buyer', credential: 'bearer' },
];

export type Relation = 'own' | 'others' | 'none';
/** 'allow': any 2xx or 3xx. A number: exactly that status. */
export type Expected = 'allow' | number;

/** The member a forged token or an anonymous caller pretends to be: the one who would pass. */
export function principalOf(w: World, policy: RoutePolicy, resource?: ResourceKind): Member {
  if (policy === 'admin') return w.admin;
  if (resource === 'listing' || policy === 'seller' || policy === 'seller-or-admin')
    return w.seller;
  return w.buyer;
}

/** Each record a member can be asked about: their own (if they can have one) and another's. */
export function relationsFor(
  w: World,
  member: Member,
  resource?: ResourceKind,
): Array<{ relation: Relation; owner: Member }> {
  if (!resource) return [{ relation: 'none', owner: member }];
  const canOwn =
    resource === 'email' ||
    // Anyone can be a party of a conversation (issue #19): the buyer asking, here.
    resource === 'conversation' ||
    // Anyone signed in may keep saved searches, and be either side of an offer (issue #20).
    resource === 'saved-search' ||
    resource === 'offer' ||
    (resource === 'listing' && member.role === 'seller') ||
    (resource === 'booking' && member.role === '');
  const stranger =
    resource === 'listing'
      ? member.role === 'seller'
        ? w.other(member)
        : w.seller
      : w.other(member);
  return [
    ...(canOwn ? [{ relation: 'own' as const, owner: member }] : []),
    { relation: 'others' as const, owner: stranger },
  ];
}

/**
 * What the policy says this caller gets, written out here apart from the checks the app derives
 * from it (modules/auth/policy-checks.ts), so a wrong mapping there shows as a wrong cell
 * (docs/decisions/027-policy-is-the-guard.md).
 */
export function expectedOutcome(
  policy: RoutePolicy,
  caller: Caller,
  member: Member | undefined,
  relation: Relation,
  othersStatus = 403,
): Expected {
  if (policy === 'public') return 'allow';
  if (policy === 'webhook') return 400;
  if (caller.kind !== 'member' || !member) return 401;
  const credential =
    caller.credential === 'auto' ? (policy === 'session' ? 'cookie' : 'bearer') : caller.credential;
  if (policy === 'session' && credential !== 'cookie') return 401;
  if (policy !== 'session' && policy !== 'session-or-bearer' && credential !== 'bearer') return 401;
  const role = member.role;
  const mineOr = (status: number): Expected => (relation === 'others' ? status : 'allow');
  switch (policy) {
    case 'session':
    case 'session-or-bearer':
    case 'signed-in':
      return mineOr(othersStatus);
    case 'buyer':
      return role === '' ? 'allow' : 403;
    case 'seller':
      return role === 'seller' ? 'allow' : 403;
    case 'admin':
      return role === 'admin' ? 'allow' : 403;
    case 'seller-or-admin':
      if (role === 'admin') return 'allow';
      return role === 'seller' ? mineOr(othersStatus) : 403;
    case 'owner':
      return mineOr(othersStatus);
    case 'owner-or-admin':
      return role === 'admin' ? 'allow' : mineOr(othersStatus);
    case 'reporter':
      return role === 'admin' || relation === 'own' ? 403 : 'allow';
  }
}

export function matches(expected: Expected, status: number): boolean {
  return expected === 'allow' ? status >= 200 && status < 400 : status === expected;
}
