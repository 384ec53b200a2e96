import { createHmac } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import type { Env } from '../../env.ts';

/** Audience of every `geniusToken`: this API and nothing else. */
export const TOKEN_AUDIENCE = 'phonebazaar-api';
/** Small allowance for clock drift between instances; expiry is otherwise exact. */
const CLOCK_TOLERANCE_SECONDS = 5;
const ALGORITHMS = ['HS256'];
/** Tokens whose signature and claims were checked, by their exact text (decision 019). */
const VERIFIED_TOKENS = 10_000;

export interface TokenClaims {
  /** users.id of the marketplace account. */
  sub: string;
  email: string;
  /**
   * The identity session the token was issued for (issue #14 finding 8): the token is refused
   * once that session ends. Tokens minted without one (test helpers) are checked on the account only.
   */
  sid?: string;
}

export class InvalidTokenError extends Error {}

const claimsOf = ({ sub, email, sid }: TokenClaims): TokenClaims => ({
  sub,
  email,
  ...(sid ? { sid } : {}),
});

interface VerifiedClaims extends TokenClaims {
  exp: number;
  nbf: number | undefined;
}

/**
 * Without JWT_SECRET the signing key is derived from AUTH_SECRET with a fixed label, so
 * the raw identity secret is never used directly as a JWT key.
 */
export function tokenSigningKey(env: Env): Uint8Array {
  if (env.JWT_SECRET) return new TextEncoder().encode(env.JWT_SECRET);
  return createHmac('sha256', env.AUTH_SECRET).update('phonebazaar:geniusToken:v1').digest();
}

/**
 * The API's bearer tokens (`geniusToken`, spec §7). HS256 only; issuer, audience and
 * expiry are always checked. Roles are not in the token: they are read from the database
 * on each request (modules/auth/authenticate.ts), so a role change or a deletion applies at once.
 */
export function createTokenService(env: Env) {
  const key = tokenSigningKey(env);
  const issuer = env.PUBLIC_URL;
  // Checking a signature is the dearest part of a small authenticated request, and a client
  // sends the same token on every call. The same text always verifies the same way with the
  // same key; only the clock moves, so the expiry is checked again on every use.
  const verified = new LRUCache<string, VerifiedClaims>({ max: VERIFIED_TOKENS });

  async function verifySignature(token: string): Promise<VerifiedClaims> {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ALGORITHMS,
        issuer,
        audience: TOKEN_AUDIENCE,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['exp', 'iat', 'sub'],
      });
      if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') {
        throw new InvalidTokenError('token claims are incomplete');
      }
      if (payload.sid !== undefined && typeof payload.sid !== 'string') {
        throw new InvalidTokenError('token session is malformed');
      }
      return {
        sub: payload.sub,
        email: payload.email,
        ...(payload.sid ? { sid: payload.sid } : {}),
        exp: payload.exp!,
        nbf: payload.nbf,
      };
    } catch (error) {
      if (error instanceof InvalidTokenError) throw error;
      if (error instanceof errors.JOSEError) throw new InvalidTokenError(error.code);
      throw error;
    }
  }

  return {
    ttlSeconds: env.JWT_TTL_SECONDS,

    async issue(claims: TokenClaims): Promise<string> {
      return new SignJWT({ email: claims.email, ...(claims.sid ? { sid: claims.sid } : {}) })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuer(issuer)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${env.JWT_TTL_SECONDS}s`)
        .sign(key);
    },

    /** Returns the claims of a valid token; throws InvalidTokenError for anything else. */
    async verify(token: string): Promise<TokenClaims> {
      const known = verified.get(token);
      // jose's own rule, in whole seconds: expired once exp <= now - tolerance.
      const now = Math.floor(Date.now() / 1000);
      if (known && known.exp > now - CLOCK_TOLERANCE_SECONDS) return claimsOf(known);
      verified.delete(token);
      const claims = await verifySignature(token);
      // Not-before is never issued here; such a token is checked in full every time.
      if (claims.nbf === undefined) verified.set(token, claims);
      return claimsOf(claims);
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
