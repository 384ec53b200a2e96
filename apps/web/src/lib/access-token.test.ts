import { describe, expect, it } from 'vitest';
import { tokenFits } from './access-token';

function token(claims: Record<string, unknown>) {
  const payload = btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-');
  return `eyJhbGciOiJIUzI1NiJ9.${payload}.sig`;
}

describe('tokenFits', () => {
  const now = Date.parse('2025-01-01T00:00:00Z');
  const later = now / 1000 + 3600;

  it('When the token is for this email (any case) and not expiring, then it fits', () => {
    expect(tokenFits(token({ email: 'a@example.test', exp: later }), 'A@Example.test', now)).toBe(
      true,
    );
  });

  it('When the token is for another account, then it does not fit', () => {
    expect(tokenFits(token({ email: 'b@example.test', exp: later }), 'a@example.test', now)).toBe(
      false,
    );
  });

  it('When the token expires within a minute, then it does not fit', () => {
    expect(
      tokenFits(token({ email: 'a@example.test', exp: now / 1000 + 30 }), 'a@example.test', now),
    ).toBe(false);
  });

  it('When the token is not a JWT, then it does not fit', () => {
    expect(tokenFits('garbage', 'a@example.test', now)).toBe(false);
  });
});
