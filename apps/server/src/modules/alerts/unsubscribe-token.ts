import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a mail's unsubscribe link turns off: one saved search, or every alert mail. */
export type UnsubscribeScope = { kind: 'search'; id: string } | { kind: 'all'; userId: string };

const PREFIX = { search: 's', all: 'u' } as const;

/**
 * Signed unsubscribe tokens (issue #20): `<s|u>.<id>.<hmac>`, the HMAC keyed by a key derived
 * from AUTH_SECRET for this use only, so the link works without signing in and cannot be
 * made for someone else's search. It does not expire: an old mail's link still stops mails.
 */
export function createUnsubscribeTokens(authSecret: string) {
  const key = createHmac('sha256', authSecret).update('alerts-unsubscribe').digest();
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    sign(scope: UnsubscribeScope): string {
      const payload = `${PREFIX[scope.kind]}.${scope.kind === 'search' ? scope.id : scope.userId}`;
      return `${payload}.${mac(payload)}`;
    },
    verify(token: string): UnsubscribeScope | undefined {
      const parts = token.split('.');
      if (parts.length !== 3) return undefined;
      const [kind, id, given] = parts as [string, string, string];
      if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
      const expected = Buffer.from(mac(`${kind}.${id}`));
      const actual = Buffer.from(given);
      if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return undefined;
      if (kind === PREFIX.search) return { kind: 'search', id };
      if (kind === PREFIX.all) return { kind: 'all', userId: id };
      return undefined;
    },
  };
}

export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;
