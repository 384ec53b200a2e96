import { SUGGEST_LIMIT, type Suggestion } from '@phonebazaar/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from './rows-of.ts';
import { arrayLiteral } from './search-conditions.ts';

/** A popular query is suggested once it found listings this many times. */
export const QUERY_MIN_SCORE = 3;
/** Popular queries kept; the least searched go first. */
export const QUERIES_KEPT = 5000;
/** How alike a vocabulary entry must be to what was typed to be suggested (pg_trgm). */
const SUGGEST_MIN_WORD_SIMILARITY = 0.4;

/** Entries the search box may show: the catalogue's, and queries searched often enough. */
const shown = sql.raw(`(v.kind <> 'query' or v.score >= ${QUERY_MIN_SCORE})`);

/**
 * The vocabulary (search_vocabulary, migration 0013): model and brand names kept by triggers,
 * popular queries recorded here. A few thousand rows at most: nothing here reads listings.
 */
export function createVocabularyRepository(db: Db) {
  return {
    /**
     * Up to 8 entries for what is being typed: those starting with it, then those with a word
     * starting with it, then the most alike (typos: "iphne 13" finds "iPhone 13").
     */
    async suggest(text: string): Promise<Suggestion[]> {
      const rows = await rowsOf(
        db,
        sql`with q as (select public.search_normalize(${text}) as t)
          select v.label, v.kind,
                 v.term like q.t || '%' as starts,
                 v.term like '% ' || q.t || '%' as word_starts,
                 word_similarity(q.t, v.term) as alike, similarity(q.t, v.term) as close
            from search_vocabulary v, q
           where q.t <> '' and ${shown}
             and (v.term like q.t || '%' or v.term like '% ' || q.t || '%'
                  or word_similarity(q.t, v.term) >= ${SUGGEST_MIN_WORD_SIMILARITY})
           order by starts desc, word_starts desc, alike desc, close desc,
                    case v.kind when 'model' then 0 when 'brand' then 1 else 2 end,
                    v.score desc, v.label
           limit ${SUGGEST_LIMIT * 2}`,
      );
      const seen = new Set<string>();
      const suggestions: Suggestion[] = [];
      for (const row of rows) {
        const text = String(row.label);
        const key = text.toLowerCase();
        if (seen.has(key)) continue;
        seen.add(key);
        suggestions.push({ text, kind: row.kind as Suggestion['kind'] });
        if (suggestions.length === SUGGEST_LIMIT) break;
      }
      return suggestions;
    },

    /**
     * The entries corrections are made from (issue #42, vocabulary-cache.ts): model and brand
     * names and the popular queries shown, their normalized terms and labels.
     */
    async entries(): Promise<{ kind: string; term: string; label: string }[]> {
      const rows = await rowsOf(
        db,
        sql`select v.kind, v.term, v.label from search_vocabulary v
             where ${shown} order by v.kind, v.term`,
      );
      return rows.map((r) => ({
        kind: String(r.kind),
        term: String(r.term),
        label: String(r.label),
      }));
    },

    /**
     * Adds searches that found listings to the popular queries (counted in memory and written
     * now and then by popular-queries.ts), then keeps only the most searched.
     */
    async recordQueries(counts: ReadonlyMap<string, number>): Promise<void> {
      if (counts.size === 0) return;
      const texts = [...counts.keys()];
      const times = texts.map((t) => counts.get(t) ?? 0);
      await db.execute(sql`insert into search_vocabulary as v (kind, term, label, score)
        select 'query', x.term, x.term, sum(x.n)::int
          from (select public.search_normalize(u.text) as term, u.n
                  from unnest(${arrayLiteral(texts)}::text[], ${arrayLiteral(times)}::integer[])
                    as u(text, n)) x
         where x.term <> ''
         group by x.term
        on conflict (kind, term) do update
          set score = v.score + excluded.score, updated_at = now()`);
      await db.execute(sql`delete from search_vocabulary v
        where v.kind = 'query' and v.term in (
          select k.term from search_vocabulary k where k.kind = 'query'
           order by k.score desc, k.updated_at desc offset ${QUERIES_KEPT})`);
    },
  };
}

export type VocabularyRepository = ReturnType<typeof createVocabularyRepository>;
