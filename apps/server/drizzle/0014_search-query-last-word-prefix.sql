-- Issue #17, decision 030: only the last word of a query is a prefix ("iphone 13 pr" finds
-- "iPhone 13 Pro"), the others match whole words. A prefix of a common word makes the GIN
-- index merge the posting lists of every word it begins: on 250k listings "iphone 13" read
-- the index in 26 ms with both words as prefixes and 5 ms with neither. One-letter words stay
-- whole (a prefix would match half the dictionary); at most 12 words, the first ones.
CREATE OR REPLACE FUNCTION public.search_query(p_text text) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN (SELECT nullif(string_agg(
                   '''' || replace(replace(w.lexeme, '\', '\\'), '''', '''''') || ''''
                   || CASE WHEN w.rn = w.words AND length(w.lexeme) > 1 THEN ':*' ELSE '' END,
                   ' & '), '')::tsquery
            FROM (SELECT k.lexeme, row_number() OVER (ORDER BY k.pos) AS rn,
                         count(*) OVER () AS words
                    FROM (SELECT t.lexeme, t.positions[array_length(t.positions, 1)] AS pos
                            FROM unnest(to_tsvector('simple'::regconfig,
                                   public.search_clean(p_text))) t
                           ORDER BY 2 LIMIT 12) k) w);
