import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import { NEXT_CURSOR_HEADER } from '@phonebazaar/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../env.ts';
import { paymentCspSources } from '../modules/payments/payment-csp.ts';
import { externalImageOrigin } from '../modules/uploads/image-storage.ts';

/**
 * Security headers and CORS. The CSP allows only what the app itself uses: its own
 * scripts, images and API. Inline styles are allowed because the toast library injects
 * a <style> element at run time (see docs/decisions/004-content-security-policy.md).
 */
export const security = fp(async (app: FastifyInstance, { env }: { env: Env }) => {
  // Uploaded images come from the S3 public URL when S3 storage is configured.
  const imageOrigin = externalImageOrigin(env);
  // Google account photos, recorded as avatars by Google sign-in, only when it is configured.
  const googlePhotos = env.GOOGLE_CLIENT_ID ? ['https://lh3.googleusercontent.com'] : [];
  // Stripe.js origins, only when Stripe is the payment provider.
  const payment = paymentCspSources(env);
  await app.register(helmet, {
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
          ...(imageOrigin ? [imageOrigin] : []),
          ...googlePhotos,
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

  // Same-origin by default; other origins only when listed in CORS_ORIGINS.
  await app.register(cors, {
    origin: env.CORS_ORIGINS.length > 0 ? env.CORS_ORIGINS : false,
    credentials: true,
    exposedHeaders: [NEXT_CURSOR_HEADER],
  });
});
