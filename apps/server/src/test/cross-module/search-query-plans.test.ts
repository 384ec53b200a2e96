import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { beforeAll, expect, it } from 'vitest';
import { candidateStatement } from '../../modules/search/candidate-statement.ts';
import { walkStatement } from '../../modules/search/search-repository.ts';
import { seedSearchWorld } from '../../modules/search/search-test-data.ts';
import { describeOnEachDatabase } from '../test-app.ts';

/**
 * The shapes search relies on (issue #17, decision 030), on both databases: text is matched on
 * search's narrow copy of the live listings (migration 0021), never on products' wide rows; a
 * rare word is found through the copy's GIN index first (not by walking a million listings in
 * post order), a big set's page is an ordered index walk of the copy without a Sort of the set,
 * price sorts walk its price index both ways, relevance reads products by primary key only, and
 * a search without text is an index-only walk of a covering index of products.
 */
describeOnEachDatabase('search query plans', (ctx) => {
  beforeAll(async () => {
    const { db } = ctx().database;
    await seedSearchWorld(db, 1500, 41);
    // Planner statistics and the visibility map, as autovacuum (or the bench's load) leaves them.
    await db.execute(sql`vacuum analyze products`);
    await db.execute(sql`vacuum analyze search_listings`);
  }, 120_000);

  const dialect = new PgDialect();
  async function plan(statement: SQL, settings: string[] = []) {
    const { sql: text, params } = dialect.sqlToQuery(statement);
    const inlined = text.replace(/\$(\d+)/g, (_, n) => {
      const value = params[Number(n) - 1];
      return typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
    });
    return ctx().database.db.transaction(async (tx) => {
      for (const setting of settings) await tx.execute(sql.raw(`set local ${setting}`));
      const result = (await tx.execute(sql.raw(`explain ${inlined}`))) as unknown as {
        rows: Record<string, string>[];
      };
      return result.rows.map((r) => Object.values(r)[0]).join('\n');
    });
  }

  /** The plan lines of the CTE `m` (the matches): the lines indented under it. */
  const matchesPart = (text: string) => {
    const lines = text.split('\n');
    const start = lines.findIndex((line) => /^\s*CTE m$/.test(line));
    const depth = (line: string) => line.length - line.trimStart().length;
    const end = lines.findIndex((line, i) => i > start && depth(line) <= depth(lines[start]!));
    return lines.slice(start, end < 0 ? undefined : end).join('\n');
  };

  it('When a rare word is searched, then its matches are read through the text index of the narrow copy first', async () => {
    const { statement } = candidateStatement({ text: 'holographic' }, 'time', undefined, 24, {});
    // The copy's 1,500 narrow rows fit in a few dozen pages, which a scan reads as cheaply; the
    // trap is walking the newest-first index testing every listing, so that is what is weighed.
    const matches = matchesPart(await plan(statement, ['enable_seqscan = off']));
    expect(matches).toMatch(/Bitmap Index Scan on search_listings_words_idx/);
    expect(matches).not.toMatch(/search_listings_time_idx|\bon products\b/);
  });

  it('When whole words go first, then the index is asked for them without the prefix, which is tested on the rows', async () => {
    const { statement } = candidateStatement(
      { text: 'holographic used', wholeWordsFirst: true },
      'time',
      undefined,
      24,
      {},
    );
    const matches = matchesPart(await plan(statement, ['enable_seqscan = off']));
    expect(matches).toMatch(/Bitmap Index Scan on search_listings_words_idx/);
    const index = matches.split('\n').find((line) => /Index Cond/.test(line)) ?? '';
    expect(index).toMatch(/holographic/);
    expect(index).not.toMatch(/:\*/);
    expect(matches).toMatch(/Filter: COALESCE\(\(words @@ .*used'+:\*/);
  });

  it('When text is searched with filters, then neither the matches nor the facet reads touch products', async () => {
    const { statement } = candidateStatement(
      { text: 'used', area: ['Dhaka'], condition: ['Good', 'Excellent'], noDefects: true },
      'time',
      undefined,
      24,
      {},
    );
    const text = await plan(statement);
    expect(text).toMatch(/on search_listings\b/);
    expect(text).not.toMatch(/\bon products\b/);
  });

  it('When text is searched with two facet filters, then the relaxed read stops at a limit the planner can see', () => {
    const relaxed = (filters: Parameters<typeof candidateStatement>[0]) => {
      const { sql: text } = dialect.sqlToQuery(
        candidateStatement(filters, 'time', undefined, 24, {}).statement,
      );
      return text.slice(text.indexOf('r as materialized'));
    };
    // A LIMIT from a sub-select made PostgreSQL expect an early stop and scan every listing
    // for a rare word (PGlite, 100k listings: 47 ms where the text index finds 3 rows).
    const withText = relaxed({ text: 'walnut', storage: [2048], area: ['Khulna'] });
    expect(withText).toMatch(/<= 1\s+limit 2001\)/);
    expect(withText).not.toMatch(/case when \(select count\(\*\) from m\)/);
    // Without text the read walks the page order's index, and a capped set samples fewer rows.
    const without = relaxed({ storage: [2048], area: ['Khulna'] });
    expect(without).toMatch(/limit \(case when \(select count\(\*\) from m\) > 2000 then 500/);
  });

  it('When a counted text set is ranked, then products is read by primary key only, for the rank', async () => {
    const { statement } = candidateStatement({ text: 'holographic' }, 'rank', undefined, 24, {});
    const text = await plan(statement);
    const reads = text.split('\n').filter((line) => /\bon products\b/.test(line));
    expect(reads.length).toBeGreaterThan(0);
    for (const line of reads) expect(line).toMatch(/Index Scan using products_pkey on products/);
  });

  it('When a big text set is paged newest first, then the page walks the post-time index without a sort', async () => {
    const text = await plan(walkStatement({ text: 'used' }, 'time', undefined, 24));
    expect(text).toMatch(/Index Scan using search_listings_time_idx on search_listings/);
    expect(text).not.toMatch(/\bSort\b|Bitmap/);
    expect(text.split('\n')[0]).toMatch(/^Limit\b/);
  });

  it('When a big set is paged by price, then the price index is walked both ways without a sort', async () => {
    const up = await plan(walkStatement({ text: 'used' }, 'price_asc', undefined, 24));
    expect(up).toMatch(/Index Scan using search_listings_price_idx/);
    expect(up).not.toMatch(/\bSort\b/);
    const down = await plan(walkStatement({ text: 'used' }, 'price_desc', undefined, 24));
    expect(down).toMatch(/Index Scan Backward using search_listings_price_idx/);
    expect(down).not.toMatch(/\bSort\b/);
  });

  it('When there is no text, then the matches are an index-only walk of the covering index in the page order', async () => {
    // A handful of rows makes any plan cheap; the question is whether the index CAN serve it.
    const off = ['enable_seqscan = off', 'enable_bitmapscan = off', 'enable_sort = off'];
    const newest = candidateStatement(
      { area: ['Dhaka'], batteryMin: 80 },
      'time',
      undefined,
      24,
      {},
    );
    const byTime = matchesPart(await plan(newest.statement, off));
    expect(byTime).toMatch(/Index Only Scan using products_public_idx/);
    expect(byTime).not.toMatch(/\bSort\b/);
    const cheapest = candidateStatement({ noDefects: true }, 'price_asc', undefined, 24, {});
    const byPrice = matchesPart(await plan(cheapest.statement, off));
    expect(byPrice).toMatch(/Index Only Scan using products_price_idx/);
    expect(byPrice).not.toMatch(/\bSort\b/);
    const walk = await plan(
      walkStatement({ verifiedSeller: true }, 'price_desc', undefined, 24),
      off,
    );
    expect(walk).toMatch(/Index Only Scan Backward using products_price_idx/);
  });
});
