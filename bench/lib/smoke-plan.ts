import { STOREFRONT_PAGE_SIZE } from '@phonebazaar/shared';
import type { DbStatement } from '../baselines/db-loop.ts';
import { type Manifest, openDataSet } from '../data/generate.ts';
import { SELLER_PAGE } from '../run.ts';
import { captureStatements } from '../search/capture.ts';
import { describe, readQueryIds, searchPath } from '../search/plan.ts';
import { type SearchQueryDef, searchQueries } from '../search/queries.ts';
import { makePlan, type Plan } from './plan.ts';
import { SMOKE_SEARCHES, type SmokeRoute, smokeRoutes } from './smoke-routes.ts';

/**
 * Everything the smoke needs from its data set before the server holds the folder: the full
 * bench's plan (seller, SQL of the list endpoints), the two searches of the canonical set with
 * this data set's ids, and the statements the search service runs for each.
 */
export interface SmokePlan {
  plan: Plan;
  routes: SmokeRoute[];
  /** By route name: what the search service ran for it (warm, the second time). */
  searchStatements: Map<string, DbStatement[]>;
}

export async function planSmoke(dataSet: Manifest): Promise<SmokePlan> {
  const database = await openDataSet(dataSet);
  let plan: Plan;
  let searches: Record<keyof typeof SMOKE_SEARCHES, SearchQueryDef>;
  let labels: Record<string, string>;
  try {
    plan = await makePlan(database, {
      limit: STOREFRONT_PAGE_SIZE,
      sellerLimit: SELLER_PAGE,
      bookingPool: 0,
      buyers: 1,
    });
    const ids = await readQueryIds(database);
    labels = ids.labels;
    const all = searchQueries(ids);
    const pick = (name: string): SearchQueryDef => {
      const def = all.find((q) => q.name === name);
      if (!def) throw new Error(`the search set has no query ${name}`);
      return def;
    };
    searches = {
      'search-text': pick(SMOKE_SEARCHES['search-text']),
      'search-filters': pick(SMOKE_SEARCHES['search-filters']),
    };
  } finally {
    await database.close();
  }
  const captured = await captureStatements(dataSet, {
    queries: Object.values(searches).map((def) => ({
      def,
      title: describe(def, labels),
      path: searchPath(def.state),
    })),
    suggest: [],
    labels,
  });
  const searchStatements = new Map(
    Object.entries(searches).map(([route, def]) => [route, captured.get(def.name) ?? []]),
  );
  return {
    plan,
    routes: smokeRoutes(plan, STOREFRONT_PAGE_SIZE, SELLER_PAGE, searches),
    searchStatements,
  };
}
