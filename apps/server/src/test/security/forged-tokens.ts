import { createHmac } from 'node:crypto';
import { base64url, SignJWT } from 'jose';
import { TOKEN_AUDIENCE, tokenSigningKey } from '../../modules/auth/token-service.ts';
import type { TestContext } from '../test-app.ts';

/** Who a forged token claims to be. */
export interface Claimed {
  id: string;
  email: string;
}

/**
 * Every way a bearer token can be wrong (issue #7 item 1). Each builder gets the account the
 * attacker wants to be (`who`), and `low`, a real token of some ordinary account the attacker
 * holds, for the tampering variants. Each must be refused with 401.
 */
export const FORGED_TOKEN_KINDS = [
  'alg-none',
  'wrong-key',
  'alg-hs512',
  'alg-rs256-confusion',
  'expired',
  'not-yet-valid',
  'no-expiry',
  'tampered-email',
  'tampered-role',
  'wrong-audience',
  'wrong-issuer',
  'sub-email-mismatch',
  'deleted-user',
] as const;
export type ForgedTokenKind = (typeof FORGED_TOKEN_KINDS)[number];

const enc = (value: object) => base64url.encode(JSON.stringify(value));
const now = () => Math.floor(Date.now() / 1000);

function parts(token: string) {
  const [h, p, s] = token.split('.');
  return { h: h!, s: s!, claims: JSON.parse(Buffer.from(p!, 'base64url').toString('utf8')) };
}

interface SignOptions {
  key?: Uint8Array;
  alg?: string;
  aud?: string;
  iss?: string;
  exp?: number | null;
  nbf?: number;
  extra?: Record<string, unknown>;
}

export function forgedTokens(ctx: TestContext) {
  const ourKey = tokenSigningKey(ctx.env);

  async function sign(who: Claimed, o: SignOptions = {}): Promise<string> {
    const jwt = new SignJWT({ email: who.email, ...o.extra })
      .setProtectedHeader({ alg: o.alg ?? 'HS256', typ: 'JWT' })
      .setSubject(who.id)
      .setIssuer(o.iss ?? ctx.env.PUBLIC_URL)
      .setAudience(o.aud ?? TOKEN_AUDIENCE)
      .setIssuedAt(now() - 60);
    if (o.exp !== null) jwt.setExpirationTime(o.exp ?? now() + 600);
    if (o.nbf !== undefined) jwt.setNotBefore(o.nbf);
    return jwt.sign(o.key ?? ourKey);
  }

  /** The token the attacker would send, as an Authorization header value. */
  async function forge(
    kind: ForgedTokenKind,
    who: Claimed,
    low: { token: string; email: string },
    deleted: Claimed,
  ): Promise<string> {
    switch (kind) {
      case 'alg-none': {
        const { claims } = parts(await sign(who));
        return `${enc({ alg: 'none', typ: 'JWT' })}.${enc(claims)}.`;
      }
      case 'wrong-key':
        return sign(who, { key: new TextEncoder().encode('not-our-secret-'.repeat(4)) });
      case 'alg-hs512':
        // Our key, another algorithm: the allowlist is HS256 only.
        return sign(who, { alg: 'HS512' });
      case 'alg-rs256-confusion': {
        // The classic key confusion: an RS256 header over an HMAC made with the shared key.
        const { claims } = parts(await sign(who));
        const input = `${enc({ alg: 'RS256', typ: 'JWT' })}.${enc(claims)}`;
        return `${input}.${createHmac('sha256', ourKey).update(input).digest('base64url')}`;
      }
      case 'expired':
        // Well past the verifier's few seconds of clock tolerance.
        return sign(who, { exp: now() - 600 });
      case 'not-yet-valid':
        return sign(who, { nbf: now() + 600 });
      case 'no-expiry':
        return sign(who, { exp: null });
      case 'tampered-email': {
        // A real token of an ordinary account, claims rewritten to the target, signature kept.
        const { h, s, claims } = parts(low.token);
        return `${h}.${enc({ ...claims, sub: who.id, email: who.email })}.${s}`;
      }
      case 'tampered-role': {
        const { h, s, claims } = parts(low.token);
        return `${h}.${enc({ ...claims, role: 'admin', isAdmin: true })}.${s}`;
      }
      case 'wrong-audience':
        return sign(who, { aud: 'another-api' });
      case 'wrong-issuer':
        return sign(who, { iss: 'https://elsewhere.example' });
      case 'sub-email-mismatch':
        // Our key, the target's id with someone else's email: the pair must match a live row.
        return sign({ id: who.id, email: low.email });
      case 'deleted-user':
        // Valid in every way, but the account was deleted after it was issued.
        return sign(deleted);
    }
  }

  return { forge, sign };
}
