import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ForbiddenError } from '../lib/errors.ts';

/** Methods that change state; a browser sends Origin on every one of them. */
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** better-auth's own endpoints check the Origin of cookie-bearing requests themselves. */
const IDENTITY_PREFIX = '/api/auth/';
/** better-auth's session cookie (`__Secure-` prefixed over https). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/** The same test modules/auth/authenticate.ts uses: a bearer header means the cookie is not read. */
function hasBearer(request: FastifyRequest): boolean {
  return /^bearer\s+\S+\s*$/i.test(request.headers.authorization ?? '');
}

/**
 * Issue #14 finding 12: a write authenticated by the session cookie must come from one of
 * our own pages. Other sites on the same registrable domain (another port on 127.0.0.1, a
 * sibling subdomain) get SameSite cookies too, and a multipart form needs no preflight, so
 * SameSite and CORS alone do not stop them. Bearer requests are not at risk: a foreign page
 * cannot add an Authorization header without a preflight CORS_ORIGINS would have to allow.
 * Runs first, before the body is read.
 */
export const originCheck = fp(
  async (app: FastifyInstance, options: { trustedOrigins: string[] }) => {
    const allowed = new Set(options.trustedOrigins);
    app.addHook('onRequest', async (request) => {
      if (!WRITES.has(request.method)) return;
      if (request.url.startsWith(IDENTITY_PREFIX)) return;
      if (!SESSION_COOKIE.test(request.headers.cookie ?? '') || hasBearer(request)) return;
      const origin = request.headers.origin;
      if (origin ? allowed.has(origin) : request.headers['sec-fetch-site'] === 'same-origin') {
        return;
      }
      throw new ForbiddenError(
        'This request did not come from a PhoneBazaar page. Reload the page and try again.',
        'ORIGIN_NOT_ALLOWED',
      );
    });
  },
);
