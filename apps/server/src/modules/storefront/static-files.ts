import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { paths } from '@phonebazaar/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../../env.ts';
import { sendFromMemory } from '../../http/send-from-memory.ts';
import { openAssetArchive } from './asset-archive.ts';
import { loadSpaShell } from './spa-shell.ts';
import { loadStaticAssets } from './static-assets.ts';
import { createStorefrontPages } from './storefront-pages.ts';
import { loadStorefrontPrerender } from './storefront-prerender.ts';

const YEAR = 31536000;

export interface StaticFilesOptions {
  env: Env;
  /** The clock the asset archive's retention is read against (tests move it). */
  now?: () => number;
}

/**
 * Uploaded images under /images, and the built SPA for every other non-API path.
 * Vite's hashed files under /assets never change, so they are cached forever;
 * index.html is revalidated so a deploy shows up at once.
 */
export const staticFiles = fp(async (app: FastifyInstance, options: StaticFilesOptions) => {
  const { env } = options;
  await mkdir(env.IMAGES_DIR, { recursive: true });
  await app.register(fastifyStatic, {
    root: env.IMAGES_DIR,
    prefix: '/images/',
    decorateReply: false,
    index: false,
    // Our own cache headers below; @fastify/static's default would overwrite them.
    cacheControl: false,
    // @fastify/static 10 hands setHeaders the Fastify reply (9 gave the raw response).
    setHeaders: (reply) => {
      reply.header('cache-control', `public, max-age=${YEAR}, immutable`);
      reply.header('x-content-type-options', 'nosniff');
      // Public pictures: clients on other origins show them too (issue #14).
      reply.header('cross-origin-resource-policy', 'cross-origin');
    },
  });

  const webRoot = path.resolve(env.WEB_DIST_DIR);
  const hasWeb = existsSync(path.join(webRoot, 'index.html'));
  // Every page visit starts with index.html: served from memory, not the file system.
  const shell = hasWeb ? await loadSpaShell(webRoot) : undefined;
  // The web app's server build says which addresses are storefront pages and draws them.
  const prerenderer = shell && (await loadStorefrontPrerender(app, env.WEB_SSR_DIR));
  const pages =
    shell &&
    prerenderer &&
    createStorefrontPages({
      shell,
      prerenderer,
      catalog: app.catalogVersion,
      maxAgeMs: env.RESPONSE_CACHE_MAX_AGE_SECONDS * 1000,
      log: app.log,
    });
  if (pages) {
    // The first visit after a start should not wait for the first render (cold code paths
    // make it several times slower than the next); categories are drawn on first visit.
    app.addHook('onListen', async () => {
      void Promise.all([pages.answerFor(paths.home), pages.answerFor(paths.allProducts)]).catch(
        () => {},
      );
    });
  }
  const assets = hasWeb ? await loadStaticAssets(webRoot) : new Map();
  // A tab opened before an upgrade still asks for its release's chunks (decision 028).
  const archive =
    assets.size > 0
      ? await openAssetArchive({
          dir: path.join(env.DATA_DIR, 'asset-archive'),
          assetsDir: path.join(webRoot, 'assets'),
          current: [...assets.keys()].map((url: string) => url.slice('/assets/'.length)),
          retentionDays: env.ASSET_RETENTION_DAYS,
          log: app.log,
          now: options.now,
        })
      : undefined;
  if (archive) app.addHook('onClose', async () => archive.close());
  if (assets.size > 0 || pages) {
    // Answered before routing, after the security headers (registered earlier) are set: the
    // hashed assets, and the storefront pages every visit starts with (issue #8, static
    // files against nginx). Other client-side routes still reach the not-found handler.
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET') return;
      const q = request.url.indexOf('?');
      const url = q < 0 ? request.url : request.url.slice(0, q);
      const file = url.startsWith('/assets/') ? (assets.get(url) ?? archive?.get(url)) : undefined;
      if (file) return sendFromMemory(request, reply, file);
      if (!pages || !prerenderer || url.startsWith('/api/') || url.startsWith('/images/')) return;
      // With its query: a search page is drawn per search (the entry normalizes it).
      const page = prerenderer.page(request.url);
      if (page) {
        const answer = pages.answerFor(page);
        return sendFromMemory(request, reply, answer instanceof Promise ? await answer : answer);
      }
    });
  }
  if (hasWeb) {
    const iconsDir = path.join(webRoot, 'icons') + path.sep;
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: '/',
      wildcard: false,
      preCompressed: true,
      index: false,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        // Category icons are public pictures like /images (issue #14); the rest stays same-origin.
        if (filePath.startsWith(iconsDir)) {
          reply.header('cross-origin-resource-policy', 'cross-origin');
        }
        reply.header(
          'cache-control',
          hashed ? `public, max-age=${YEAR}, immutable` : 'public, max-age=0, must-revalidate',
        );
      },
    });
  } else {
    app.log.warn({ webRoot }, 'web app not built: run `npm run build` to serve the storefront');
  }

  // Precompressed variants are chosen by Accept-Encoding; shared caches must know. Merged
  // in onSend because CORS sets its own Vary on the reply, which would replace a raw header.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/')) return;
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/accept-encoding/i.test(vary)) {
      reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    }
  });

  // Any GET that is not an API call, an image or a file is a client-side route.
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isPage =
      request.method === 'GET' &&
      !url.startsWith('/api/') &&
      url !== '/api' &&
      !url.startsWith('/images/') &&
      !url.startsWith('/assets/');
    // Storefront pages were answered before routing; every other page is the plain shell.
    if (isPage && shell) return sendFromMemory(request, reply, shell);
    return reply
      .status(404)
      .send({ message: `No route for ${request.method} ${url}.`, code: 'NOT_FOUND' });
  });
});
