import { paths } from '@phonebazaar/shared';
import { type Cursor, encodeCursor } from '../../lib/cursor.ts';

export interface SitemapSource {
  /** The storefront's category pages. */
  categoryIds(): Promise<string[]>;
  /** Live listings after `cursor` and not past `until`, newest first, at most `limit`. */
  listingsAfter(
    cursor: Cursor | undefined,
    limit: number,
    until?: Cursor,
  ): Promise<{ id: string; postTime: Date }[]>;
  /** The last live listing of every full run of `size`, newest first. */
  runEnds(size: number): Promise<{ id: string; postTime: Date }[]>;
}

/** The protocol's limit of URLs per sitemap file (sitemaps.org): one listing file each. */
export const SITEMAP_FILE_URLS = 50_000;
/** Rows read per query: one bounded index range at a time, whatever the market's size. */
export const SITEMAP_PAGE_SIZE = 5000;

const escapeXml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const XML = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET = `${XML}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;
const entry = (loc: string, lastmod?: Date) =>
  `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>\n`;

/**
 * /sitemap.xml (issue #16): an index of the storefront pages' file and one file per run of
 * SITEMAP_FILE_URLS live listings, so a million listings make 20 files within the protocol's
 * limits. Each listing file is named by where its run starts and ends (keyset cursors):
 * listings added or removed between the index and the file only shift the runs' sizes.
 */
export async function sitemapIndex(
  origin: string,
  source: SitemapSource,
  perFile = SITEMAP_FILE_URLS,
): Promise<string> {
  const ends = await source.runEnds(perFile);
  const files = [`${origin}/sitemaps/pages.xml`];
  // Runs: up to the first end, between ends, then after the last (possibly empty).
  for (let i = 0; i <= ends.length; i += 1) {
    const query = new URLSearchParams();
    const after = ends[i - 1];
    const until = ends[i];
    if (after) query.set('after', encodeCursor({ at: after.postTime, id: after.id }));
    if (until) query.set('until', encodeCursor({ at: until.postTime, id: until.id }));
    files.push(`${origin}/sitemaps/listings.xml${query.size ? `?${query}` : ''}`);
  }
  return `${XML}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files
    .map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>\n`)
    .join('')}</sitemapindex>\n`;
}

/** The storefront pages: home, all products, each category. */
export async function pagesSitemap(origin: string, source: SitemapSource): Promise<string> {
  const categories = (await source.categoryIds()).map((id) =>
    entry(`${origin}${paths.category(id)}`),
  );
  return `${URLSET}${entry(`${origin}${paths.home}`)}${entry(`${origin}${paths.allProducts}`)}${categories.join('')}</urlset>\n`;
}

/**
 * One listing file, as it is written: the live listings after `after` up to `until` with
 * their post times, read SITEMAP_PAGE_SIZE at a time with a keyset cursor, so memory and
 * each query's cost stay flat. Yields one chunk per page read.
 */
export async function* listingsSitemap(
  origin: string,
  source: SitemapSource,
  range: { after?: Cursor; until?: Cursor },
  pageSize = SITEMAP_PAGE_SIZE,
): AsyncGenerator<string> {
  yield URLSET;
  let cursor = range.after;
  for (;;) {
    const rows = await source.listingsAfter(cursor, pageSize, range.until);
    if (rows.length > 0) {
      yield rows.map((row) => entry(`${origin}${paths.listing(row.id)}`, row.postTime)).join('');
    }
    const last = rows.at(-1);
    if (!last || rows.length < pageSize) break;
    cursor = { at: last.postTime, id: last.id };
  }
  yield '</urlset>\n';
}

/** /robots.txt: crawl the storefront, not the dashboard or the API; where the sitemap is. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /dashboard',
    'Disallow: /api',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
