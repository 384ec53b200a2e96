import cors from '@fastify/cors';
import { NEXT_CURSOR_HEADER } from '@phonebazaar/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { Env } from '../env.ts';
import { originCheck } from './security-origin.ts';

/** Origins beyond 'self' that what the modules serve needs, handed in by app.ts. */
export interface SecurityOptions {
  env: Env;
  /** The payment provider's script, frame and API origins (none for the sandbox). */
  payment: { script: string[]; frame: string[]; connect: string[] };
  /** Where uploaded pictures load from when they are not on this server (S3). */
  imageOrigin: string | undefined;
  /** Pages whose cookie-authenticated writes are accepted (the identity's trusted origins). */
  trustedOrigins: string[];
}

/**
 * The headers helmet sets for `options`, worked out once: helmet's middleware run against a
 * response that only records them. With no directive computed per request (no nonces, no
 * functions) they are the same for every response.
 */
export function securityHeaders(options: HelmetOptions): Array<[string, string]> {
  const recorded = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string) => recorded.set(name, String(value)),
    removeHeader: (name: string) => recorded.delete(name),
  };
  helmet(options)(
    {} as Parameters<ReturnType<typeof helmet>>[0],
    recorder as unknown as Parameters<ReturnType<typeof helmet>>[1],
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return [...recorded];
}

/** Every method the API answers; a client on an allowed origin may use all of them. */
export const CORS_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
/** Request headers such a client sends: the bearer token and JSON bodies. */
export const CORS_REQUEST_HEADERS = ['Authorization', 'Content-Type'];
/** Response headers it must be able to read: the next page's cursor, and ids for support. */
export const CORS_EXPOSED_HEADERS = [NEXT_CURSOR_HEADER, 'x-request-id', 'retry-after'];

/**
 * Security headers and CORS. The CSP allows only what the app itself uses: its own
 * scripts, images and API. Inline styles are allowed because the toast library injects
 * a <style> element at run time (see docs/decisions/004-content-security-policy.md).
 */
export const security = fp(async (app: FastifyInstance, options: SecurityOptions) => {
  const { env, payment, imageOrigin } = options;
  const ownImageOrigin = [new URL(env.PUBLIC_URL).origin];
  // Google account photos, recorded as avatars by Google sign-in, only when it is configured.
  const googlePhotos = env.GOOGLE_CLIENT_ID ? ['https://lh3.googleusercontent.com'] : [];
  const headers = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...payment.script],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          // Answers name our pictures on PUBLIC_URL (decision 025); behind a proxy or on Vite's
          // dev server that origin is not the page's own.
          ...ownImageOrigin,
          ...(imageOrigin ? [imageOrigin] : []),
          ...googlePhotos,
          // Profile pictures may link to these (lib/image-url.ts accepts them on every write).
          ...env.IMAGE_ORIGINS,
        ],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...payment.connect],
        frameSrc: payment.frame.length > 0 ? payment.frame : ["'none'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // The social sign-in popup must keep its link to the page that opened it (identity
    // issue, docs/decisions/005-identity.md); `same-origin` would sever window.opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: env.NODE_ENV === 'production' ? { maxAge: 31536000 } : false,
  });
  // On every response, before routing, as @fastify/helmet did; a handler may still override
  // one. That plugin ran helmet's option parsing on every request: ~20% of the CPU of serving
  // a static file (issue #8, decision 020), for headers that never change.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });

  // Same-origin by default; other origins only when listed in CORS_ORIGINS, with every
  // method and header the API uses (issue #14, API clients on other origins).
  await app.register(cors, {
    origin: env.CORS_ORIGINS.length > 0 ? env.CORS_ORIGINS : false,
    credentials: true,
    methods: CORS_METHODS,
    allowedHeaders: CORS_REQUEST_HEADERS,
    exposedHeaders: CORS_EXPOSED_HEADERS,
    maxAge: 600,
  });
  // Cookie-authenticated writes only from our own pages (finding 12).
  await app.register(originCheck, { trustedOrigins: options.trustedOrigins });
});
