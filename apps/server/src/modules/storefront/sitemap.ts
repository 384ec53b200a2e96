import type { Cursor } from '../../lib/cursor.ts';

export interface SitemapSource {
  /** The storefront's category pages. */
  categoryIds(): Promise<string[]>;
  /** Live listings after `cursor`, newest first, at most `limit`. */
  listingsAfter(
    cursor: Cursor | undefined,
    limit: number,
  ): Promise<{ id: string; postTime: Date }[]>;
}

/** Rows read per query: one bounded index range at a time, whatever the market's size. */
export const SITEMAP_PAGE_SIZE = 5000;

const escapeXml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const entry = (loc: string, lastmod?: Date) =>
  `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>\n`;

/**
 * /sitemap.xml as it is written (issue #16): the storefront pages, then every live listing's
 * page with its post time, read SITEMAP_PAGE_SIZE at a time with a keyset cursor, so memory
 * and each query's cost stay flat at a million listings. Yields one chunk per page read.
 */
export async function* sitemapChunks(
  origin: string,
  source: SitemapSource,
  pageSize = SITEMAP_PAGE_SIZE,
): AsyncGenerator<string> {
  let head =
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
  head += entry(`${origin}/`) + entry(`${origin}/all-products`);
  for (const id of await source.categoryIds()) {
    head += entry(`${origin}/categories/${encodeURIComponent(id)}`);
  }
  yield head;
  let cursor: Cursor | undefined;
  for (;;) {
    const rows = await source.listingsAfter(cursor, pageSize);
    if (rows.length > 0) {
      yield rows
        .map((row) => entry(`${origin}/listings/${encodeURIComponent(row.id)}`, row.postTime))
        .join('');
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
