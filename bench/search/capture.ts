import { searchQuerySchema, suggestQuerySchema } from '@phonebazaar/shared';
import { SEARCH_SAMPLE_SECONDS_DEFAULT } from '../../apps/server/src/env.ts';
import { createSearch } from '../../apps/server/src/modules/search/index.ts';
import { createSellerRelay } from '../../apps/server/src/modules/users/index.ts';
import type { DbStatement } from '../baselines/db-loop.ts';
import type { Manifest } from '../data/generate.ts';
import { openLoggingDb } from './logging-db.ts';
import type { SearchPlan } from './plan.ts';

// The server's relay addresses (issue #44) cost what they cost there; the key is the bench's own.
const relayOf = createSellerRelay({ key: 'bench-relay-key', domain: 'sellers.invalid' }).addressOf;

/** A URL's query string as Fastify hands it to the route: a repeated key is an array. */
export function queryObject(path: string): Record<string, string | string[]> {
  const params = new URL(path, 'http://127.0.0.1').searchParams;
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    out[key] = values.length === 1 ? values[0]! : values;
  }
  return out;
}

/**
 * The statements the server's search service runs for each planned query and suggestion, by
 * name: the service itself (createSearch, as the server builds it, popular queries never
 * written) on a Db that logs. Each is asked twice and the second kept, as a warm server runs it.
 */
export async function captureStatements(
  dataSet: Manifest,
  plan: SearchPlan,
): Promise<Map<string, DbStatement[]>> {
  const logging = await openLoggingDb(dataSet);
  const { service } = createSearch({
    db: logging.db,
    publicUrl: 'http://127.0.0.1',
    relayOf,
    kind: dataSet.db,
    flushEveryMs: 0,
    // As deployed (decision 045): a warm server answers the second ask of a search over the
    // cap from its kept sample (the page's walk and rows only).
    sampleSeconds: SEARCH_SAMPLE_SECONDS_DEFAULT,
  });
  const out = new Map<string, DbStatement[]>();
  try {
    for (const q of plan.queries) {
      const query = searchQuerySchema.parse(queryObject(q.path));
      await service.search(query);
      logging.take();
      await service.search(query);
      out.set(q.def.name, logging.take());
    }
    for (const s of plan.suggest) {
      const { q } = suggestQuerySchema.parse(queryObject(s.path));
      await service.suggest(q);
      logging.take();
      await service.suggest(q);
      out.set(s.def.name, logging.take());
    }
  } finally {
    await logging.close();
  }
  return out;
}
