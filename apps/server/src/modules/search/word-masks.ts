import { type SQL, sql } from 'drizzle-orm';
import { allOf, filterConditions, SEARCH_LISTINGS } from './search-conditions.ts';
import type { SearchFilters } from './search-request.ts';

/** Listings read to weigh a relaxation: enough to tell "some" from "none" per word subset. */
export const RELAX_SAMPLE = 5000;

export interface QueryWord {
  word: string;
  /** A brand's name or a model's first word ("iphone", "pixel"): never dropped. */
  anchor: boolean;
  /** In the catalogue's vocabulary (model and brand names, popular queries). */
  known: boolean;
}

export interface WordMasks {
  words: QueryWord[];
  /** Per set of matched words (bit i: words[i]), how many of the sampled listings match. */
  masks: Map<number, number>;
}

const quoted = (column: SQL) =>
  sql`('''' || replace(replace(${column}, '\\', '\\\\'), '''', '''''') || '''')`;

/**
 * Issue #42: the parts the candidate statement (candidate-statement.ts) adds to weigh a
 * rescue in the same statement: the words of `text` as search_clean splits them, which of
 * them the catalogue anchors, and, over listings passing the other filters that have all the
 * anchors and any other word (at most RELAX_SAMPLE), how many match each set of words. Both
 * branches run only when `few` holds (a one-time filter: otherwise neither CTE is read), so an
 * ordinary search pays nothing. Rows: ('w', word, position, anchor and known as '0'/'1') and
 * ('mask', null, count, null, mask).
 */
export function wordMaskParts(
  filters: SearchFilters,
  text: string,
  few: SQL,
): { ctes: SQL[]; branches: SQL[] } {
  const rest = { ...filters };
  delete rest.text;
  delete rest.wholeWordsFirst;
  delete rest.exactText;
  const w = sql`rw.w`;
  const ctes = [
    sql`rw as materialized (
      select x.lexeme as w, (row_number() over (order by x.pos) - 1)::int as i,
             exists (select 1 from search_vocabulary v
                      where (v.kind = 'brand' and v.term = x.lexeme)
                         or (v.kind = 'model' and split_part(v.term, ' ', 1) = x.lexeme)
                    ) as anchor,
             exists (select 1 from search_vocabulary v
                      where v.kind in ('brand', 'model')
                        and x.lexeme = any(string_to_array(v.term, ' '))) as known
        from (select t.lexeme, t.positions[array_length(t.positions, 1)] as pos
                from unnest(to_tsvector('simple'::regconfig, public.search_clean(${text}))) t
               order by 2 limit 12) x)`,
    sql`rq as (
      select (select string_agg(${quoted(w)}, ' | ') from rw)::tsquery as any_word,
             coalesce((select string_agg(${quoted(w)}, ' & ') from rw where rw.anchor),
                      '')::text as anchors)`,
    sql`rs as materialized (
      select ${SEARCH_LISTINGS.words} as words from ${SEARCH_LISTINGS.table}, rq
       where ${allOf(filterConditions(rest, undefined, true, SEARCH_LISTINGS))}
         and ${SEARCH_LISTINGS.words} @@ rq.any_word
         and (rq.anchors = '' or ${SEARCH_LISTINGS.words} @@ rq.anchors::tsquery)
       limit ${RELAX_SAMPLE})`,
  ];
  const branches = [
    sql`(select 'w', rw.w, rw.i, rw.anchor::int::text || rw.known::int::text,
        null::float8, null::float8, null::float8 from rw where ${few})`,
    sql`(select 'mask', null, count(*)::int, null, x.mask::float8, null::float8, null::float8
        from (select (select coalesce(sum(1 << rw.i), 0) from rw
                       where rs.words @@ ${quoted(w)}::tsquery)::int as mask
                from rs where ${few}) x
       group by x.mask)`,
  ];
  return { ctes, branches };
}

/** Reads a row of wordMaskParts into `into`; false when the row is not one of them. */
export function readWordMaskRow(row: Record<string, unknown>, into: WordMasks): boolean {
  if (row.t === 'w') {
    const flags = String(row.label);
    into.words[Number(row.n)] = {
      word: String(row.v),
      anchor: flags[0] === '1',
      known: flags[1] === '1',
    };
    return true;
  }
  if (row.t === 'mask') {
    into.masks.set(Number(row.at), Number(row.n));
    return true;
  }
  return false;
}
