import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { encodeOnce, type MemoryAnswer, sendFromMemory } from '../../http/send-from-memory.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { DOCS_ASSETS, DOCS_HTML } from './docs-page.ts';

export interface ApiDocsRoutesOptions {
  /** The OpenAPI document, built on first call (it walks every route's schemas). */
  document: () => unknown;
}

// What the schema of the document route can promise without a second copy of OpenAPI.
const documentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});
const text = (...types: string[]) => ({
  content: Object.fromEntries(types.map((type) => [type, { schema: z.string() }])),
});

// The same for everyone and changed only by a deploy: cacheable, revalidated by ETag.
const PAGE_CACHE = 'public, max-age=300';
const ASSET_CACHE = 'public, max-age=86400';
// The bundle is 1.5 MB once; brotli's top quality would take seconds of the first request.
const ENCODING = { compressFrom: 1024, brotliQuality: 9 };

/**
 * GET /api/openapi.json, GET /api/docs and its files (issue #40): the API reference, built
 * from the routes' own schemas on first request and then answered from memory.
 */
export const apiDocsRoutes: FastifyPluginAsyncZod<ApiDocsRoutesOptions> = async (app, opts) => {
  const answers = new Map<string, Promise<MemoryAnswer>>();
  // Concurrent first requests share one build; a failed build is tried again next time.
  const once = (key: string, make: () => Promise<MemoryAnswer>) => {
    let answer = answers.get(key);
    if (!answer) {
      answer = make();
      answers.set(key, answer);
      answer.catch(() => answers.delete(key));
    }
    return answer;
  };

  app.get(
    '/openapi.json',
    {
      config: { policy: 'public' },
      schema: {
        description: 'This document: every /api route, generated from the routes’ own schemas.',
        response: { 200: documentSchema },
      },
    },
    async (request, reply) => {
      const answer = await once('document', async () =>
        encodeOnce(
          Buffer.from(JSON.stringify(opts.document())),
          { 'content-type': 'application/json; charset=utf-8', 'cache-control': PAGE_CACHE },
          ENCODING,
        ),
      );
      return sendFromMemory(request, reply, answer);
    },
  );

  app.get(
    '/docs',
    {
      config: { policy: 'public' },
      schema: {
        description: 'The API reference page (Swagger UI) for this document.',
        response: { 200: text('text/html') },
      },
    },
    async (request, reply) => {
      const answer = await once('page', async () =>
        encodeOnce(
          Buffer.from(DOCS_HTML),
          { 'content-type': 'text/html; charset=utf-8', 'cache-control': PAGE_CACHE },
          ENCODING,
        ),
      );
      return sendFromMemory(request, reply, answer);
    },
  );

  app.get(
    '/docs/:file',
    {
      config: { policy: 'public' },
      schema: {
        description: 'The reference page’s script and style sheet.',
        params: z.object({ file: z.string() }),
        response: { 200: text('text/javascript', 'text/css') },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const asset = Object.hasOwn(DOCS_ASSETS, file) ? DOCS_ASSETS[file] : undefined;
      if (!asset) throw new NotFoundError('File');
      const answer = await once(file, async () =>
        encodeOnce(
          await asset.load(),
          { 'content-type': asset.type, 'cache-control': ASSET_CACHE },
          ENCODING,
        ),
      );
      return sendFromMemory(request, reply, answer);
    },
  );
};
