import type { Listing } from './data.ts';

/** What the listings of a judgement have in common (every given field must hold). */
export interface Criteria {
  brands?: string[];
  models?: string[];
  storage?: number;
  area?: string;
  condition?: string;
  priceMin?: number;
  priceMax?: number;
}

/** One judged query (queries.json). */
export interface Judged {
  id: string;
  /** typo, spacing, alias, storage, place, price, condition, relaxed, exact. */
  family: string;
  q: string;
  /** The listings that should appear: every listing of the data set matching these. */
  should: Criteria;
  /** The listings that should not appear (other brands). */
  shouldNot: Criteria;
  /** "cheap": the relevant listings are the cheapest ones, the first page in price order. */
  cheapest?: boolean;
}

export function matches(l: Listing, c: Criteria): boolean {
  return (
    (!c.brands || c.brands.includes(l.brand)) &&
    (!c.models || c.models.includes(l.model)) &&
    (c.storage === undefined || l.storage === c.storage) &&
    (c.area === undefined || l.area === c.area) &&
    (c.condition === undefined || l.condition === c.condition) &&
    (c.priceMin === undefined || l.price >= c.priceMin) &&
    (c.priceMax === undefined || l.price <= c.priceMax)
  );
}

/** recall@k: the relevant listings in the first k, of as many as could be there. */
export function recallAt(k: number, shown: string[], relevant: Set<string>): number {
  if (relevant.size === 0) return 1;
  const hits = shown.slice(0, k).filter((id) => relevant.has(id)).length;
  return hits / Math.min(k, relevant.size);
}

/** nDCG@k with binary gains. */
export function ndcgAt(k: number, shown: string[], relevant: Set<string>): number {
  if (relevant.size === 0) return 1;
  const dcg = shown
    .slice(0, k)
    .reduce((sum, id, i) => sum + (relevant.has(id) ? 1 / Math.log2(i + 2) : 0), 0);
  let ideal = 0;
  for (let i = 0; i < Math.min(k, relevant.size); i++) ideal += 1 / Math.log2(i + 2);
  return dcg / ideal;
}
