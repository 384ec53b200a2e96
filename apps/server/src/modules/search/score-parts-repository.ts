import type { SearchScore } from '@phonebazaar/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { rowsOf } from './rows-of.ts';
import { arrayLiteral } from './search-conditions.ts';

/**
 * Issue #42: the parts of a page's relevance scores, the same expressions the candidate
 * statement ranks by (candidate-statement.ts), read for the page's ids only (admins' debug).
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
        ? sql`(10 * (${products.searchDoc} @@ public.search_query(${exactText}))::int)::float8`
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
        return [
          {
            id,
            text: textRank,
            exact: exactPart,
            verifiedSeller: r.verified === true,
            inStock: r.in_stock === true,
            total: textRank + exactPart,
          },
        ];
      });
    },
  };
}
