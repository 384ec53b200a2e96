import { createHmac } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Env } from '../../env.ts';

/** Audience of every `geniusToken`: this API and nothing else. */
export const TOKEN_AUDIENCE = 'phonebazaar-api';
/** Small allowance for clock drift between instances; expiry is otherwise exact. */
const CLOCK_TOLERANCE_SECONDS = 5;
const ALGORITHMS = ['HS256'];

export interface TokenClaims {
  /** users.id of the marketplace account. */
  sub: string;
  email: string;
}

export class InvalidTokenError extends Error {}

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
 * on each request (plugins/authenticate.ts), so a role change or a deletion applies at once.
 */
export function createTokenService(env: Env) {
  const key = tokenSigningKey(env);
  const issuer = env.PUBLIC_URL;

  return {
    ttlSeconds: env.JWT_TTL_SECONDS,

    async issue(claims: TokenClaims): Promise<string> {
      return new SignJWT({ email: claims.email })
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
        return { sub: payload.sub, email: payload.email };
      } catch (error) {
        if (error instanceof InvalidTokenError) throw error;
        if (error instanceof errors.JOSEError) throw new InvalidTokenError(error.code);
        throw error;
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
