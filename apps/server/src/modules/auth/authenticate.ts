import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type AuthUser, assertRole, normaliseEmail } from '../../lib/access.ts';
import { UnauthorizedError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { AccountLookup } from './account-lookup.ts';
import type { Identity } from './identity.ts';
import { type Credential, POLICY_CHECKS } from './policy-checks.ts';
import type { SessionLiveness } from './session-liveness.ts';
import { InvalidTokenError, type TokenService } from './token-service.ts';

type Guard = (request: FastifyRequest) => Promise<void>;

/** A signed-in identity (better-auth session cookie), which may not have a profile yet. */
export interface IdentitySession {
  authUserId: string;
  /** better-auth's session id: bearer tokens issued with it die with it (issue #14 finding 8). */
  sessionId: string;
  email: string;
  name: string;
  image: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Issue #21: the bearer caller of a public route that answers more to some callers (a held
     * listing's page, for its seller and the admins); null without an Authorization header, 401
     * for a bad token as on every route.
     */
    callerOf(request: FastifyRequest): Promise<AuthUser | null>;
  }
  interface FastifyRequest {
    /** The bearer caller, set by the checks of every policy that asks for a token. */
    user: AuthUser | null;
    /** The identity session, set by the checks of the session policies. */
    identitySession: IdentitySession | null;
  }
}

const expired = () =>
  new UnauthorizedError('Your sign-in has expired. Please sign in again.', 'INVALID_TOKEN');

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  // The original client sends `bearer <token>`; the scheme is case-insensitive (RFC 7235).
  const match = header?.match(/^bearer\s+(\S+)\s*$/i);
  return match?.[1];
}

interface AuthenticateOptions {
  identity: Identity;
  tokens: TokenService;
  users: AccountLookup;
  sessions: SessionLiveness;
}

/**
 * Authentication for every protected route. The token proves who the caller is; what
 * they may do (role, verified) is read from `users` on every request, so a role change or
 * a deleted account (deletedAt set) takes effect at once (product-decisions §2).
 */
export const authenticate = fp(
  async (app: FastifyInstance, { identity, tokens, users, sessions }: AuthenticateOptions) => {
    app.decorateRequest('user', null);
    app.decorateRequest('identitySession', null);

    async function loadUser(token: string): Promise<AuthUser> {
      let claims: Awaited<ReturnType<TokenService['verify']>>;
      try {
        claims = await tokens.verify(token);
      } catch (error) {
        if (error instanceof InvalidTokenError) throw expired();
        throw error;
      }
      if (!isUuid(claims.sub)) throw expired();
      // Signed out, password changed or reset, identity deleted: the token ends with its session.
      if (claims.sid !== undefined && !(await sessions.isLive(claims.sid))) throw expired();
      const row = await users.findLiveById(claims.sub);
      if (!row || row.email !== normaliseEmail(claims.email)) throw expired();
      return row;
    }

    async function loadSession(request: FastifyRequest): Promise<IdentitySession | null> {
      if (!request.headers.cookie) return null;
      const found = await identity.api.getSession({ headers: fromNodeHeaders(request.headers) });
      if (!found) return null;
      return {
        authUserId: found.user.id,
        sessionId: found.session.id,
        email: normaliseEmail(found.user.email),
        name: found.user.name,
        image: found.user.image ?? null,
      };
    }

    app.decorate('callerOf', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (!token) return null;
      request.user ??= await loadUser(token);
      return request.user;
    });

    const credentials: Record<Exclude<Credential, 'none'>, Guard> = {
      // A `geniusToken` bearer; the caller is read from `users` on this request.
      bearer: async (request) => {
        const token = bearerToken(request);
        if (!token) throw new UnauthorizedError();
        request.user = await loadUser(token);
      },
      session: async (request) => {
        request.identitySession = await loadSession(request);
        if (!request.identitySession) throw new UnauthorizedError();
      },
      // A bearer token if an Authorization header is sent, else the session cookie.
      'session-or-bearer': async (request) => {
        const token = bearerToken(request);
        // A bad token never falls back to the cookie: the caller asked to be this token.
        if (token) request.user = await loadUser(token);
        else request.identitySession = await loadSession(request);
        if (!request.user && !request.identitySession) throw new UnauthorizedError();
      },
    };

    // The route's `config.policy` is the one statement of who may call it (decision 027):
    // its checks run first, before validation, so a caller without the right credential or
    // role learns nothing from validation messages (401, then 403, then 400). Fastify shares
    // option arrays between a GET route and its HEAD twin: build a new array, never push.
    app.addHook('onRoute', (route) => {
      const policy = route.config?.policy;
      if (!policy) return;
      const { credential, roles } = POLICY_CHECKS[policy];
      if (credential === 'none') return;
      const checks: Guard[] = [credentials[credential]];
      if (roles) checks.push(async (request) => assertRole(currentUser(request), roles));
      const own = route.preValidation === undefined ? [] : [route.preValidation].flat();
      route.preValidation = [...checks, ...own] as typeof route.preValidation;
    });
  },
  { name: 'authenticate' },
);

/** The bearer caller of a route whose policy asks for a token; 401 if the policy does not. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new UnauthorizedError();
  return request.user;
}

/** The caller's email on a session-or-bearer route (token or session). */
export function callerEmail(request: FastifyRequest): string {
  const email = request.user?.email ?? request.identitySession?.email;
  if (!email) throw new UnauthorizedError();
  return email;
}
