import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RateLimitService } from '../rate-limits/index.ts';
import { CLIENT_IP_HEADER, configuredSocialProviders, type Identity } from './identity.ts';
import { POPUP_DONE_HTML, POPUP_DONE_SCRIPT } from './popup-page.ts';

export interface PopupRoutesOptions {
  identity: Identity;
  rateLimits: RateLimitService;
}

const DONE_PATH = '/api/auth-popup/done';
const startQuerySchema = z.object({ provider: z.string().regex(/^[a-z0-9-]{1,40}$/) }).strict();
// better-auth appends error (and sometimes error_description) on failure; nothing else is read.
const doneQuerySchema = z.object({ error: z.string().max(200).optional() });
// What the popup's pages answer, for the API reference (the bodies are fixed text).
const redirect = z.null().describe('A redirect to the provider, or to the done page with ?error.');
const page = (type: string) => ({ content: { [type]: { schema: z.string() } } });

// Every response the popup shows must carry no opener policy: a policy on any one of
// them would put the popup in a new browsing context group and null its window.opener.
const NO_OPENER_POLICY = 'unsafe-none';

/**
 * The social sign-in popup (spec §2 Login/Sign-up, product-decisions §2):
 * 1. the SPA opens a popup at GET /api/auth-popup/start?provider=<id>;
 * 2. this starts better-auth's OAuth flow (state + PKCE in the database and a signed
 *    cookie) and redirects to the provider;
 * 3. the provider returns to /api/auth/callback/<id>, which sets the session cookie and
 *    redirects to GET /api/auth-popup/done (with ?error=<code> on failure);
 * 4. that page posts { type, ok, error? } to the opener and closes.
 * The callback and done URLs are fixed here, so the flow can only come back to this origin.
 */
export const popupRoutes: FastifyPluginAsyncZod<PopupRoutesOptions> = async (app, opts) => {
  const { identity, rateLimits } = opts;
  const { env } = app;
  const doneUrl = `${env.PUBLIC_URL}${DONE_PATH}`;
  const failed = (code: string) => `${DONE_PATH}?error=${encodeURIComponent(code)}`;

  app.get(
    '/auth-popup/start',
    {
      config: { policy: 'public' },
      schema: { querystring: startQuerySchema, response: { 302: redirect } },
    },
    async (request, reply) => {
      reply
        .header('cross-origin-opener-policy', NO_OPENER_POLICY)
        .header('cache-control', 'no-store');
      const { provider } = request.query;
      if (!configuredSocialProviders(env).some((p) => p.id === provider)) {
        return reply.redirect(failed('provider_not_configured'));
      }
      // Each start stores an OAuth state row; the per-IP limit keeps that bounded.
      await rateLimits.check('social-start', request.ip, undefined);

      const headers = fromNodeHeaders(request.headers);
      headers.set(CLIENT_IP_HEADER, request.ip);
      let started: Awaited<ReturnType<typeof signIn>>;
      try {
        started = await signIn(headers, provider);
      } catch (error) {
        request.log.warn({ err: error, provider }, 'social sign-in could not start');
        return reply.redirect(failed('sign_in_unavailable'));
      }
      for (const cookie of started.headers.getSetCookie()) reply.header('set-cookie', cookie);
      if (!started.response.url) return reply.redirect(failed('sign_in_unavailable'));
      return reply.redirect(started.response.url);
    },
  );

  function signIn(headers: Headers, provider: string) {
    return identity.api.signInSocial({
      body: { provider, callbackURL: doneUrl, errorCallbackURL: doneUrl, disableRedirect: true },
      headers,
      returnHeaders: true,
    });
  }

  app.get(
    '/auth-popup/done',
    {
      config: { policy: 'public' },
      schema: { querystring: doneQuerySchema, response: { 200: page('text/html') } },
    },
    async (_request, reply) =>
      reply
        .header('cross-origin-opener-policy', NO_OPENER_POLICY)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(POPUP_DONE_HTML),
  );

  app.get(
    '/auth-popup/done.js',
    { config: { policy: 'public' }, schema: { response: { 200: page('text/javascript') } } },
    async (_request, reply) =>
      reply
        .header('cache-control', 'no-cache')
        .type('text/javascript; charset=utf-8')
        .send(POPUP_DONE_SCRIPT),
  );
};
