import { ForbiddenError } from './errors.ts';

/** The role names a route policy asks for (decision 027); 'buyer' is the stored role ''. */
export type RoleName = 'buyer' | 'seller' | 'admin';
export type StoredRole = '' | 'seller' | 'admin';

/** The caller of a bearer-authenticated request, as loaded from `users` on this request. */
export interface AuthUser {
  id: string;
  email: string;
  role: StoredRole;
  name: string;
  verified: boolean;
}

export function roleName(role: StoredRole): RoleName {
  return role === '' ? 'buyer' : role;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * product-decisions §3: a `?email=` (or `:email`) must be the caller's own email unless
 * the caller is an admin. Compared case-insensitively because emails are stored lower case.
 */
export function assertEmailAccess(user: AuthUser, email: string | undefined): void {
  if (user.role === 'admin') return;
  if (email === undefined || normaliseEmail(email) !== user.email) {
    throw new ForbiddenError('You can only access your own account.', 'EMAIL_MISMATCH');
  }
}

/** Throws 403 unless the caller's role is one of `roles`. No implicit hierarchy: list admin. */
export function assertRole(user: AuthUser, roles: readonly RoleName[]): void {
  if (!roles.includes(roleName(user.role))) {
    throw new ForbiddenError('Your account is not allowed to do this.', 'ROLE_REQUIRED');
  }
}
