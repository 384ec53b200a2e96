import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { Env } from '../../env.ts';
import { decodeCursor } from '../../lib/cursor.ts';
import { categoryIds, liveListingRunEnds, liveListingsAfter } from '../catalogue/index.ts';
import {
  listingsSitemap,
  pagesSitemap,
  robotsTxt,
  type SitemapSource,
  sitemapIndex,
} from './sitemap.ts';

const XML_TYPE = 'application/xml; charset=utf-8';
// Crawlers read these a few times a day: no cache in memory, an hour in shared caches.
const CACHE = 'public, max-age=3600';
const rangeQuery = z.object({ after: z.string().optional(), until: z.string().optional() });

/**
 * /robots.txt, /sitemap.xml (an index) and its files under /sitemaps/ for search engines
 * (issue #16), on PUBLIC_URL's origin. A malformed range is the 400 BAD_CURSOR of any list.
 */
export const crawlerFiles = fp(async (app: FastifyInstance, { env }: { env: Env }) => {
  const db = app.database.db;
  const origin = env.PUBLIC_URL;
  const source: SitemapSource = {
    categoryIds: () => categoryIds(db),
    listingsAfter: (cursor, limit, until) => liveListingsAfter(db, cursor, limit, until),
    runEnds: (size) => liveListingRunEnds(db, size),
  };

  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CACHE).send(robotsTxt(origin)),
  );

  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type(XML_TYPE)
      .header('cache-control', CACHE)
      .send(await sitemapIndex(origin, source)),
  );

  app.get('/sitemaps/pages.xml', async (_request, reply) =>
    reply
      .type(XML_TYPE)
      .header('cache-control', CACHE)
      .send(await pagesSitemap(origin, source)),
  );

  app.get(
    '/sitemaps/listings.xml',
    { schema: { querystring: rangeQuery } },
    async (request, reply) => {
      const query = request.query as z.infer<typeof rangeQuery>;
      const range = { after: decodeCursor(query.after), until: decodeCursor(query.until) };
      return reply
        .type(XML_TYPE)
        .header('cache-control', CACHE)
        .send(Readable.from(listingsSitemap(origin, source, range)));
    },
  );
});
