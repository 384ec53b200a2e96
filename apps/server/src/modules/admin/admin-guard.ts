/**
 * The policy every admin call states: a bearer token of an admin. The policy is the guard
 * (docs/decisions/027-policy-is-the-guard.md): the authenticate plugin checks it before
 * validation (401, then 403), so a caller without it learns nothing from validation messages.
 */
export const adminOnly = { config: { policy: 'admin' } } as const;
