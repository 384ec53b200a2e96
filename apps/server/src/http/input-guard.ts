import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BadRequestError } from '../lib/errors.ts';

const NUL = '\u0000';
// A raw body (better-auth's catch-all) may carry NUL as a byte or as a JSON escape: \u0000
// after an even run of backslashes (an odd run would make it the text "\u0000" instead).
const RAW_NUL = /(^|[^\\])(\\\\)*\\u0000/i;

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes(NUL);
  if (Buffer.isBuffer(value)) return value.includes(0) || RAW_NUL.test(value.toString('latin1'));
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => hasNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes(NUL) || hasNul(item, depth + 1));
}

/**
 * PostgreSQL text cannot hold the NUL character: a string carrying one reached the database
 * as a driver error and a 500 (found by the schema fuzzer, issue #7). No field of ours has a
 * use for it, so any path parameter, query value or body string with one is refused with 400.
 * A preHandler, so authentication and validation still answer first (401/403, then 400).
 */
export const inputGuard = fp(async (app: FastifyInstance) => {
  app.addHook('preHandler', async (request) => {
    if (hasNul(request.params) || hasNul(request.query) || hasNul(request.body)) {
      throw new BadRequestError(
        'The request contains a character that is not allowed (NUL).',
        undefined,
        'INVALID_CHARACTER',
      );
    }
  });
});
