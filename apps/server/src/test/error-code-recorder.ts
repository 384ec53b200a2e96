import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';

const seen = new Set<string>();

/**
 * Issue #40: the API reference lists each route's own refusal codes, and they come from what
 * the routes really answered in the API suites, not from a list written by hand. Every test
 * app notes each `/api` refusal (4xx) it sends as `METHOD url|status|code`, one line the first
 * time a worker sees it, into `PB_ERROR_CODES_DIR` (scripts/validate.mjs sets it for the API
 * suites); `scripts/check-error-codes.mjs` then checks them against `route-error-codes.json`.
 * The schema fuzzer does not record (its inputs are random, and the table must come out the
 * same from every run).
 */
export function recordErrorCodes(app: FastifyInstance): void {
  const dir = process.env.PB_ERROR_CODES_DIR;
  if (!dir) return;
  const file = path.join(dir, `${process.pid}-${threadId}.log`);
  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.routeOptions.url;
    const status = reply.statusCode;
    if (status < 400 || status >= 500 || !url?.startsWith('/api/') || request.method === 'HEAD')
      return payload;
    if (typeof payload !== 'string' || !payload.startsWith('{')) return payload;
    let code: unknown;
    try {
      code = (JSON.parse(payload) as { code?: unknown }).code;
    } catch {
      return payload;
    }
    // Fastify's own parse refusals (FST_ERR_CTP_*: a body that is not JSON, too large, of
    // another type) can come from any route that is sent a body; the reference says so once.
    if (typeof code !== 'string' || code.startsWith('FST_')) return payload;
    const line = `${request.method} ${url}|${status}|${code}`;
    if (!seen.has(line)) {
      seen.add(line);
      appendFileSync(file, `${line}\n`);
    }
    return payload;
  });
}
