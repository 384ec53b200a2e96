import { authConfigSchema, emailQuerySchema, tokenReplySchema } from '@phonebazaar/shared';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { normaliseEmail } from '../../lib/access.ts';
import { UnauthorizedError, UnsupportedMediaTypeError } from '../../lib/errors.ts';
import { logRefusal } from '../../plugins/error-handler.ts';
import type { UsersService } from '../users/users-service.ts';
import { CLIENT_IP_HEADER, configuredSocialProviders, type Identity } from './identity.ts';
import type { LimitedAction, RateLimitService } from './rate-limit-service.ts';
import type { TokenService } from './token-service.ts';

export interface AuthRoutesOptions {
  identity: Identity;
  rateLimits: RateLimitService;
  tokens: TokenService;
  users: UsersService;
}

/** better-auth endpoints that guess passwords or create accounts, with their limit. */
const LIMITED: Record<string, LimitedAction> = {
  '/api/auth/sign-in/email': 'sign-in',
  '/api/auth/sign-up/email': 'sign-up',
  // Both send a mail (issue #14): limited per IP and per address asked for.
  '/api/auth/send-verification-email': 'verify-email',
  '/api/auth/request-password-reset': 'password-reset',
};

function emailOf(body: unknown): string | undefined {
  if (!Buffer.isBuffer(body)) return undefined;
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    const email = (parsed as { email?: unknown } | null)?.email;
    return typeof email === 'string' ? email : undefined;
  } catch {
    return undefined;
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

  /**
   * Hands a Fastify request to better-auth's fetch handler unchanged. The body stays raw
   * (better-auth parses and validates it), the URL is built on PUBLIC_URL rather than the
   * Host header, and the client IP is the one Fastify computed.
   */
  async function forward(request: FastifyRequest, reply: FastifyReply) {
    const url = new URL(request.url, env.PUBLIC_URL);
    const path = url.pathname.replace(/\/+$/, '');
    const action = request.method === 'POST' ? LIMITED[path] : undefined;
    if (action) {
      // JSON only, so the email the limit counts is the email better-auth will read.
      if (!request.headers['content-type']?.toLowerCase().startsWith('application/json')) {
        throw new UnsupportedMediaTypeError('Send the credentials as JSON.', 'JSON_REQUIRED');
      }
      await rateLimits.check(action, request.ip, emailOf(request.body));
    }

    const headers = fromNodeHeaders(request.headers);
    headers.set(CLIENT_IP_HEADER, request.ip);
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    const response = await identity.handler(
      new Request(url, {
        method: request.method,
        headers,
        ...(hasBody && Buffer.isBuffer(request.body) ? { body: request.body } : {}),
      }),
    );

    const body = Buffer.from(await response.arrayBuffer());
    // better-auth's own refusals (a wrong password, a bad origin) are logged like ours.
    if (response.status >= 400 && response.status < 500) {
      logRefusal(request, response.status, identityCode(body));
    }
    reply.status(response.status);
    for (const [name, value] of response.headers) {
      if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
    }
    for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
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
      config: { policy: 'public' },
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
      preHandler: [app.requireSession, app.rateLimit('token')],
    },
    async (request, reply) => {
      const session = request.identitySession;
      if (!session || normaliseEmail(request.query.email) !== session.email) {
        throw new UnauthorizedError('Sign in with this email to get a token.', 'SESSION_MISMATCH');
      }
      const profile = await users.profileForToken(session);
      reply.header('cache-control', 'no-store');
      return { geniusToken: await tokens.issue({ sub: profile.id, email: profile.email }) };
    },
  );
};
