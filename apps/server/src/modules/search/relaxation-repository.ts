import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from './rows-of.ts';
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

const quoted = (column: ReturnType<typeof sql.raw>) =>
  sql`('''' || replace(replace(${column}, '\\', '\\\\'), '''', '''''') || '''')`;

/**
 * One statement (issue #42): the text's words as search_clean splits them, which of them the
 * catalogue anchors, and, over listings passing the other filters that have all the anchors
 * and any other word (at most RELAX_SAMPLE), how many match each set of words. The service
 * picks the relaxation from these counts without another read.
 */
export function createRelaxationRepository(db: Db) {
  return {
    async wordMasks(filters: SearchFilters, text: string): Promise<WordMasks> {
      const rest = { ...filters };
      delete rest.text;
      delete rest.wholeWordsFirst;
      const w = sql.raw('k.w');
      const rows = await rowsOf(
        db,
        sql`with k as materialized (
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
                     order by 2 limit 12) x
          ), q as (
            select (select string_agg(${quoted(w)}, ' | ') from k)::tsquery as any_word,
                   coalesce((select string_agg(${quoted(w)}, ' & ') from k where k.anchor),
                            '')::text as anchors
          ), m as materialized (
            select ${SEARCH_LISTINGS.words} as words from ${SEARCH_LISTINGS.table}, q
             where ${allOf(filterConditions(rest, undefined, true, SEARCH_LISTINGS))}
               and ${SEARCH_LISTINGS.words} @@ q.any_word
               and (q.anchors = '' or ${SEARCH_LISTINGS.words} @@ q.anchors::tsquery)
             limit ${RELAX_SAMPLE}
          )
          select 'w' as t, k.w as word, k.i as n, 0 as c, k.anchor, k.known from k
          union all
          select 'm', null, x.mask, count(*)::int, null, null from (
            select (select coalesce(sum(1 << k.i), 0) from k
                     where m.words @@ ${quoted(w)}::tsquery)::int as mask from m) x
           group by x.mask`,
      );
      const words: QueryWord[] = [];
      const masks = new Map<number, number>();
      for (const row of rows) {
        if (row.t === 'w') {
          words[Number(row.n)] = {
            word: String(row.word),
            anchor: row.anchor === true,
            known: row.known === true,
          };
        } else if (row.t === 'm') {
          masks.set(Number(row.n), Number(row.c));
        }
      }
      return { words, masks };
    },
  };
}

export type RelaxationRepository = ReturnType<typeof createRelaxationRepository>;
