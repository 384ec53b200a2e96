import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../../env.ts';
import { categoryIds, liveListingsAfter } from '../catalogue/index.ts';
import { robotsTxt, type SitemapSource, sitemapChunks } from './sitemap.ts';

/**
 * /robots.txt and /sitemap.xml for search engines (issue #16), on PUBLIC_URL's origin. Both
 * are read by crawlers a few times a day: no cache in memory, an hour in shared caches.
 */
export const crawlerFiles = fp(async (app: FastifyInstance, { env }: { env: Env }) => {
  const db = app.database.db;
  const source: SitemapSource = {
    categoryIds: () => categoryIds(db),
    listingsAfter: (cursor, limit) => liveListingsAfter(db, cursor, limit),
  };

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(env.PUBLIC_URL)),
  );

  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(Readable.from(sitemapChunks(env.PUBLIC_URL, source))),
  );
});
