import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/**
 * The body schema of a PUT, POST or DELETE that takes none: the spec's client sends nothing
 * (Fastify passes null), or an empty object.
 */
export const noBody = z.object({}).strict().nullish();

/**
 * The spec's client sends its PUT and DELETE calls with no body, and a fetch wrapper may
 * still set `content-type: application/json`; Fastify would refuse that empty JSON body
 * with 400. Call inside an encapsulated plugin: there, an empty JSON body means "no body".
 * Anything else goes through Fastify's own parser, prototype-poisoning checks included.
 */
export function allowEmptyJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
