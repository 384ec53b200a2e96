import type { SearchScore } from '@phonebazaar/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { EXACT_BONUS, IN_STOCK_BOOST, VERIFIED_BOOST } from './candidate-statement.ts';
import { rowsOf } from './rows-of.ts';
import { arrayLiteral } from './search-conditions.ts';

/**
 * Issue #42: the parts of a page's relevance scores, the same expressions the candidate
 * statement ranks by (candidate-statement.ts), read for the page's ids only (admins' debug):
 * each the number it adds to best match's score.
 */
export function createScorePartsRepository(db: Db) {
  return {
    async scoreParts(
      ids: string[],
      text: string | undefined,
      exactText: string | undefined,
    ): Promise<SearchScore[]> {
      if (ids.length === 0) return [];
      const rank = text
        ? sql`ts_rank(${products.searchDoc}, public.search_query(${text}))::float8`
        : sql`0::float8`;
      const exact = exactText
        ? sql`(${sql.raw(String(EXACT_BONUS))} * (${products.searchDoc} @@ public.search_query(${exactText}))::int)::float8`
        : sql`0::float8`;
      const rows = await rowsOf(
        db,
        sql`select ${products.id}::text as id, ${rank} as text_rank, ${exact} as exact,
                   ${products.sellerVerified} as verified, not ${products.booking} as in_stock
              from ${products} where ${products.id} = any(${arrayLiteral(ids)}::uuid[])`,
      );
      const byId = new Map(rows.map((r) => [String(r.id), r]));
      return ids.flatMap((id) => {
        const r = byId.get(id);
        if (!r) return [];
        const textRank = Number(r.text_rank);
        const exactPart = Number(r.exact);
        // Best match's tie-breakers: they order listings of equal totals only.
        const verifiedSeller = text && r.verified === true ? VERIFIED_BOOST : 0;
        const inStock = text && r.in_stock === true ? IN_STOCK_BOOST : 0;
        return [
          {
            id,
            text: textRank,
            exact: exactPart,
            verifiedSeller,
            inStock,
            total: textRank + exactPart,
          },
        ];
      });
    },
  };
}
