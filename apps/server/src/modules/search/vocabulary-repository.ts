import { SUGGEST_LIMIT, type Suggestion } from '@phonebazaar/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from './rows-of.ts';
import { arrayLiteral } from './search-conditions.ts';
import { closestWithin } from './typo-tolerance.ts';

/** A popular query is suggested once it found listings this many times. */
export const QUERY_MIN_SCORE = 3;
/** Popular queries kept; the least searched go first. */
export const QUERIES_KEPT = 5000;
/** How alike a vocabulary entry must be to what was typed to be suggested (pg_trgm). */
const SUGGEST_MIN_WORD_SIMILARITY = 0.4;
/** How alike (trigrams) a known word must be to be weighed as a correction. */
const CORRECT_MIN_SIMILARITY = 0.2;
/** Known words weighed per unknown one, most alike first. */
const CORRECT_CANDIDATES = 8;

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
     * The query with each word the vocabulary does not know replaced by the known word it is
     * closest to within its tolerance (issue #42, typo-tolerance.ts: none under 4 letters, 1
     * edit up to 8, 2 beyond, never a word with a digit); undefined when nothing changes. A
     * correction that is a whole model or brand name comes as its label ("iphne 13" gives
     * "iPhone 13"). Candidates are the most alike by trigrams; the edit distance decides.
     */
    async correct(text: string): Promise<string | undefined> {
      const rows = await rowsOf(
        db,
        sql`with words as (
            select distinct w.w from search_vocabulary v,
                   regexp_split_to_table(v.term, ' ') as w(w)
             where length(w.w) > 1 and ${shown}
          ), q as (
            select w.w, w.ord
              from regexp_split_to_table(public.search_normalize(${text}), ' ')
                   with ordinality as w(w, ord)
             where w.w <> ''
          )
          select q.w,
                 exists (select 1 from words where words.w = q.w) as known,
                 array(select words.w from words
                   where similarity(words.w, q.w) >= ${CORRECT_MIN_SIMILARITY}
                   order by similarity(words.w, q.w) desc, words.w
                   limit ${CORRECT_CANDIDATES}) as candidates
            from q order by q.ord`,
      );
      if (rows.length === 0) return undefined;
      const words = rows.map((row) => {
        const word = String(row.w);
        if (row.known) return word;
        return closestWithin(word, (row.candidates as string[] | null) ?? []) ?? word;
      });
      const original = rows.map((row) => String(row.w)).join(' ');
      const corrected = words.join(' ');
      if (corrected === original) return undefined;
      const [named] = await rowsOf(
        db,
        sql`select v.label from search_vocabulary v
             where v.kind in ('model', 'brand') and v.term = ${corrected} limit 1`,
      );
      return named ? String(named.label) : corrected;
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
