import { describe, expect, it } from 'vitest';
import { type AuthUser, assertEmailAccess, assertRole } from './access.ts';
import { ForbiddenError } from './errors.ts';

const user = (role: AuthUser['role']): AuthUser => ({
  id: '00000000-0000-4000-8000-000000000001',
  email: 'me@example.com',
  role,
  name: 'Me',
  verified: false,
});

describe('access helpers', () => {
  it("When the email is the caller's own (any case), then access is allowed", () => {
    expect(() => assertEmailAccess(user(''), 'ME@Example.com')).not.toThrow();
  });

  it("When a non-admin names someone else's email or none, then 403", () => {
    expect(() => assertEmailAccess(user('seller'), 'you@example.com')).toThrow(ForbiddenError);
    expect(() => assertEmailAccess(user(''), undefined)).toThrow(ForbiddenError);
  });

  it('When the caller is an admin, then any email is allowed', () => {
    expect(() => assertEmailAccess(user('admin'), 'you@example.com')).not.toThrow();
  });

  it('When the role is listed, then allowed; buyer means role "" and admin is not implied', () => {
    expect(() => assertRole(user(''), ['buyer'])).not.toThrow();
    expect(() => assertRole(user('seller'), ['seller', 'admin'])).not.toThrow();
    expect(() => assertRole(user('admin'), ['seller'])).toThrow(ForbiddenError);
    expect(() => assertRole(user('seller'), ['buyer'])).toThrow(ForbiddenError);
  });
});
