import { authConfigSchema, emailQuerySchema, tokenReplySchema } from '@phonebazaar/shared';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { logRefusal } from '../../http/error-handler.ts';
import { type AuthUser, normaliseEmail } from '../../lib/access.ts';
import { BadRequestError, UnauthorizedError } from '../../lib/errors.ts';
import type { LimitedAction, RateLimitService } from '../rate-limits/index.ts';
import type { IdentitySession } from './authenticate.ts';
import {
  CLIENT_IP_HEADER,
  configuredSocialProviders,
  type Identity,
  trustedOrigins,
} from './identity.ts';
import { readIdentityBody } from './identity-body.ts';
import { clientIdentityReply } from './identity-reply.ts';
import type { TokenService } from './token-service.ts';

export interface AuthRoutesOptions {
  identity: Identity;
  rateLimits: RateLimitService;
  tokens: TokenService;
  /** The users room's: the profile a token is issued for, made on first sign-in. */
  users: { profileForToken(session: IdentitySession): Promise<AuthUser> };
}

/**
 * better-auth endpoints that create accounts or send mail, with their limit per IP and per
 * the body's email. Email sign-in has limits of its own (rate-limit-sign-in.ts, decision 023).
 */
const LIMITED: Record<string, LimitedAction> = {
  '/api/auth/sign-up/email': 'sign-up',
  // Both send a mail (issue #14): limited per IP and per address asked for.
  '/api/auth/send-verification-email': 'verify-email',
  '/api/auth/request-password-reset': 'password-reset',
};

const MAX_EMAIL_LENGTH = 254;
const SIGN_IN = '/api/auth/sign-in/email';
const SIGN_UP = '/api/auth/sign-up/email';
/** better-auth's profile write: limited like PATCH /api/users/me (issue #14 finding 13). */
const UPDATE_USER = '/api/auth/update-user';
/**
 * Fields better-auth gets whatever the client sent. A password change ends every other session
 * and with them the bearer tokens issued for them (issue #14 finding 8); the caller's own
 * session is replaced by a new one (new cookie), so its old tokens end too.
 */
const FORCED_FIELDS: Record<string, Record<string, unknown>> = {
  '/api/auth/change-password': { revokeOtherSessions: true },
};
/** OAuth providers may come back with a form post: passed to better-auth as they are. */
const CALLBACK_PREFIX = '/api/auth/callback/';
/** Identity writes that change no public list (response cache, decision 014). */
const SESSION_WRITES = /^\/api\/auth\/(sign-(in|up)\/|sign-out(\?|$))/;

/** The page's origin as better-auth judges it: Origin, else the Referer's origin. */
function originOf(request: FastifyRequest): string {
  const { origin, referer } = request.headers;
  if (origin) return origin;
  try {
    return referer ? new URL(referer).origin : '';
  } catch {
    return '';
  }
}

/** better-auth's reason code from its JSON error body, for the log. */
function identityCode(body: Buffer): string {
  try {
    const code = (JSON.parse(body.toString('utf8')) as { code?: unknown } | null)?.code;
    return typeof code === 'string' ? code : 'IDENTITY_REFUSED';
  } catch {
    return 'IDENTITY_REFUSED';
  }
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, opts) => {
  const { identity, rateLimits, tokens, users } = opts;
  const { env } = app;
  const trusted = new Set(trustedOrigins(env));

  /**
   * Hands a Fastify request to better-auth's fetch handler unchanged. The body stays raw
   * (better-auth parses and validates it), the URL is built on PUBLIC_URL rather than the
   * Host header, and the client IP is the one Fastify computed.
   */
  async function forward(request: FastifyRequest, reply: FastifyReply) {
    const url = new URL(request.url, env.PUBLIC_URL);
    const path = url.pathname.replace(/\/+$/, '');
    const isPost = request.method === 'POST';
    const callback = path.startsWith(CALLBACK_PREFIX);
    // Every other POST body is read once, strictly, and better-auth gets exactly the bytes we
    // read (issue #14 finding 4): the limits below key on the email better-auth will see.
    const read =
      isPost && !callback
        ? readIdentityBody(request.headers['content-type'], request.body, FORCED_FIELDS[path])
        : undefined;
    const given = read?.fields.email;
    // Longer than any address (RFC 5321): never a counter key, never the identity service's.
    const email = typeof given === 'string' && given.length <= MAX_EMAIL_LENGTH ? given : undefined;
    if (isPost && (path === SIGN_IN || path === SIGN_UP) && !email) {
      throw new BadRequestError(
        'Send the email and password as a JSON object.',
        undefined,
        'INVALID_BODY',
      );
    }
    const signIn =
      isPost && path === SIGN_IN && email
        ? await rateLimits.signIn.before(request.ip, email, request.headers.cookie)
        : undefined;
    const action = isPost ? LIMITED[path] : undefined;
    if (action) await rateLimits.check(action, request.ip, email);

    const headers = fromNodeHeaders(request.headers);
    headers.set(CLIENT_IP_HEADER, request.ip);
    // Counted only when better-auth will take the request: a forged cross-site POST carrying
    // a victim's cookie (refused for its Origin) must not spend the victim's budget.
    if (isPost && path === UPDATE_USER && trusted.has(originOf(request))) {
      const session = await identity.api.getSession({ headers });
      await rateLimits.check('profile', request.ip, session?.user.email);
    }
    let forwarded: Buffer | undefined;
    if (read) {
      forwarded = read.bytes;
      headers.set('content-type', 'application/json');
    } else if (callback && isPost && Buffer.isBuffer(request.body) && request.body.length > 0) {
      forwarded = request.body;
    }
    // The body may have been rewritten: the Request sets its own length.
    headers.delete('content-length');
    const response = await identity.handler(
      new Request(url, {
        method: request.method,
        headers,
        ...(forwarded ? { body: forwarded } : {}),
      }),
    );

    // Session tokens stay in the cookie only; a duplicate sign-up is 409 (finding 15).
    const answer = clientIdentityReply(
      path,
      response.status,
      response.headers.get('content-type'),
      Buffer.from(await response.arrayBuffer()),
      app.env.PUBLIC_URL,
    );
    const body = answer.body;
    let knownDevice: string | undefined;
    if (signIn) {
      knownDevice = await rateLimits.signIn.after(signIn, response.status, request.headers.cookie);
    } else if (isPost && path === SIGN_UP && email && response.status === 200) {
      knownDevice = await rateLimits.signIn.remember(request.ip, email, request.headers.cookie);
    }
    // better-auth's own refusals (a wrong password, a bad origin) are logged like ours.
    if (answer.status >= 400 && answer.status < 500) {
      logRefusal(request, answer.status, identityCode(body));
    }
    reply.status(answer.status);
    for (const [name, value] of response.headers) {
      if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
    }
    for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
    if (knownDevice) reply.header('set-cookie', knownDevice);
    if (!response.headers.has('cache-control')) reply.header('cache-control', 'no-store');
    // The OAuth callback runs inside the sign-in popup; an opener policy here would cut
    // the popup off from the page that opened it (see popup-routes.ts).
    if (path.startsWith('/api/auth/callback/')) {
      reply.header('cross-origin-opener-policy', 'unsafe-none');
    }
    return reply.send(body);
  }

  // The identity service's own endpoints (sign-up, sign-in, sign-out, get-session,
  // update-user, OAuth callbacks...). better-auth validates their bodies itself, so this
  // catch-all takes raw bytes instead of a zod schema.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_r, body, done) =>
      done(null, body),
    );
    // Public: better-auth checks its own credentials (sessions, passwords, OAuth state).
    scope.route({
      method: ['GET', 'POST'],
      url: '/auth/*',
      // Signing up, in or out changes no public list (a profile update may: seller names).
      config: { policy: 'public', catalogueNeutral: (url) => SESSION_WRITES.test(url) },
      // No zod schema: better-auth validates and answers these itself (decision 062).
      schema: {
        description:
          'better-auth’s own endpoints (sign-up, sign-in, sign-out, sessions, social sign-in callbacks), forwarded as they are; their requests and answers are better-auth’s.',
      },
      handler: forward,
    });
  });

  app.get(
    '/auth-config',
    { config: { policy: 'public' }, schema: { response: { 200: authConfigSchema } } },
    async () => ({
      emailPassword: true,
      social: configuredSocialProviders(env),
    }),
  );

  // GET /api/jwt?email= (spec §7): a geniusToken only for the holder of a live identity
  // session whose email is the one asked for (product-decisions §2).
  app.get(
    '/jwt',
    {
      config: { policy: 'session' },
      schema: { querystring: emailQuerySchema, response: { 200: tokenReplySchema } },
    },
    async (request, reply) => {
      const session = request.identitySession;
      if (!session || normaliseEmail(request.query.email) !== session.email) {
        throw new UnauthorizedError('Sign in with this email to get a token.', 'SESSION_MISMATCH');
      }
      // Counted only once the email matched (issue #14 finding 5): a page that makes a
      // victim's browser ask for someone else's token must not spend the victim's budget.
      await rateLimits.check('token', request.ip, session.email);
      const profile = await users.profileForToken(session);
      reply.header('cache-control', 'no-store');
      const geniusToken = await tokens.issue({
        sub: profile.id,
        email: profile.email,
        sid: session.sessionId,
      });
      return { geniusToken };
    },
  );
};
