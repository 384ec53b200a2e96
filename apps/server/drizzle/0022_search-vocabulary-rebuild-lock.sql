-- Issue #17 follow-up: two transactions that both change categories or phone models rebuilt the
-- catalogue's vocabulary at the same time; each deleted rows the other had just inserted and
-- waited on the other's new primary keys, so PostgreSQL broke the tie with a deadlock (seen in
-- CI: twenty listings created at once, each with a new brand). The rebuild now takes a
-- transaction-level advisory lock first, so concurrent rebuilds take turns; the second one
-- starts after the first commits and sees its rows.
CREATE OR REPLACE FUNCTION public.search_vocabulary_rebuild_catalogue() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('search_vocabulary_rebuild_catalogue'));
  DELETE FROM public.search_vocabulary WHERE kind IN ('model', 'brand');
  INSERT INTO public.search_vocabulary (kind, term, label, score)
  SELECT DISTINCT ON (t.term) 'model', t.term, m.name, m.release_year
    FROM public.phone_models m, LATERAL (SELECT public.search_normalize(m.name) AS term) t
   WHERE t.term <> ''
   ORDER BY t.term, m.release_year DESC, m.name
  ON CONFLICT DO NOTHING;
  INSERT INTO public.search_vocabulary (kind, term, label, score)
  SELECT DISTINCT ON (t.term) 'brand', t.term, c.name, 0
    FROM public.categories c, LATERAL (SELECT public.search_normalize(c.name) AS term) t
   WHERE t.term <> ''
   ORDER BY t.term, c.name
  ON CONFLICT DO NOTHING;
END
$$;
