import { cardImageSources } from '@phonebazaar/shared';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { CatalogVersion } from '../../http/catalog-version.ts';
import { encodeOnce, type MemoryAnswer } from '../../http/send-from-memory.ts';
import { PAGE_HEADERS } from './spa-shell.ts';
import type { Prerender, Prerendered } from './storefront-prerender.ts';

/** A storefront page whose first product card is its largest paint (issue #8). */
export type StorefrontPage =
  | { kind: 'home' }
  | { kind: 'all-products' }
  | { kind: 'category'; id: string };

export interface FirstPicture {
  /** The first card's picture, or undefined when the page shows no card. */
  url: string | undefined;
  /** The list turns stale by time alone at this moment (a hold on it lapses). */
  staleAt: Date | undefined;
}

/** What the storefront needs from the catalogue: the first card a page shows (decision 016). */
export interface FirstPictures {
  firstPicture(page: StorefrontPage): Promise<FirstPicture>;
}

/** The storefront page a path opens, or undefined for any other page. */
export function storefrontPage(url: string): StorefrontPage | undefined {
  const path = (url.split('?')[0] ?? '/').replace(/(.)\/+$/, '$1');
  if (path === '/') return { kind: 'home' };
  if (path === '/all-products') return { kind: 'all-products' };
  const category = /^\/categories\/([^/]+)$/.exec(path);
  if (!category?.[1]) return undefined;
  try {
    return { kind: 'category', id: decodeURIComponent(category[1]) };
  } catch {
    return undefined;
  }
}

/** The address a storefront page is drawn for. */
function pagePath(page: StorefrontPage): string {
  if (page.kind === 'home') return '/';
  if (page.kind === 'all-products') return '/all-products';
  return `/categories/${encodeURIComponent(page.id)}`;
}

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The preload of a card picture: exactly the srcset and sizes the card's <img> will ask for
 * (one shared helper), or the browser downloads the picture twice.
 */
export function preloadLink(url: string): string {
  const { srcSet, sizes } = cardImageSources(url);
  const source = srcSet
    ? `imagesrcset="${escapeAttr(srcSet)}" imagesizes="${escapeAttr(sizes ?? '')}"`
    : `href="${escapeAttr(url)}"`;
  return `<link rel="preload" as="image" fetchpriority="high" ${source}>`;
}

/** index.html with `link` at the end of its <head>, in every encoding, with its own ETags. */
export function shellWithLink(html: string, link: string): MemoryAnswer {
  return encodedShell(html.replace('</head>', `${link}\n  </head>`));
}

const TITLE = /<title>[^<]*<\/title>/;
// index.html's root element with the plain-HTML loading screen in it (apps/web/index.html).
const ROOT_ELEMENT = /<div id="root">[\s\S]*?<\/div><\/div>/;

/**
 * index.html as a prerendered page (decision 018): the page's own <title> and picture hints
 * in <head>, its markup and data in place of the loading screen.
 */
export function shellWithPage(html: string, page: Prerendered): MemoryAnswer | undefined {
  const shellTitle = TITLE.exec(html)?.[0];
  // An index.html without the parts a page replaces cannot carry one.
  if (shellTitle === undefined || !ROOT_ELEMENT.test(html)) return undefined;
  // In the title's place, before the scripts: the first card's picture is asked for first.
  const title = page.head.includes('<title>') ? '' : shellTitle;
  const out = html.replace(TITLE, () => `${title}${page.head}`);
  // A function, so `$` in the page's text is not read as a replacement pattern.
  return encodedShell(deferScripts(out).replace(ROOT_ELEMENT, () => page.root));
}

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The page paints without JavaScript now, so its code starts after that paint
 * (apps/web/public/start-app.js) instead of sharing the connection with the stylesheet and
 * the first card's picture, which the paint waits for.
 */
function deferScripts(html: string): string {
  const entry = MODULE_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]).join(' ');
  const starter = `<script src="/start-app.js" defer data-entry="${escapeAttr(entry)}" data-preload="${escapeAttr(preloads)}"></script>`;
  return html.replace(MODULE_PRELOAD, '').replace(MODULE_SCRIPT, () => starter);
}

function encodedShell(html: string): MemoryAnswer {
  // Brotli 5, not 11: a page is drawn again after every catalogue write, and 11 costs ~60 ms
  // on a 50 KB page for a few percent fewer bytes.
  return encodeOnce(Buffer.from(html), PAGE_HEADERS, { compressFrom: 0, brotliQuality: 5 });
}

interface Entry {
  version: number;
  expiresAt: number;
  shell?: MemoryAnswer;
  building?: Promise<MemoryAnswer>;
}

/**
 * The HTML of each storefront page with a preload of its first card's picture (issue #8:
 * the browser starts that download with the HTML instead of after the JavaScript and the
 * API call). Kept per page with its encodings, tagged with the catalogue version so a write
 * makes it fresh (decision 014); anything that goes wrong serves the plain shell.
 */
export function createPreloadedShells(options: {
  shell: MemoryAnswer;
  service: FirstPictures;
  catalog: CatalogVersion;
  maxAgeMs: number;
  log: FastifyBaseLogger;
  /** Draws the page itself into the HTML when the web app's prerenderer is built. */
  prerender?: Prerender;
}) {
  const { shell, service, catalog, maxAgeMs, log, prerender } = options;
  const html = shell.identity.body.toString('utf8');
  // Bounded: category ids come from the address bar, known or not.
  const entries = new LRUCache<string, Entry>({ max: 512 });

  const render = async (page: StorefrontPage): Promise<Prerendered | undefined> => {
    if (!prerender) return undefined;
    try {
      return await prerender(pagePath(page));
    } catch (error) {
      // The browser draws the page itself, as it would without a prerenderer.
      log.warn({ err: error, page: pagePath(page) }, 'storefront prerender failed');
      return undefined;
    }
  };

  const build = async (page: StorefrontPage, key: string, entry: Entry): Promise<MemoryAnswer> => {
    let first: FirstPicture;
    let drawn: Prerendered | undefined;
    try {
      [first, drawn] = await Promise.all([service.firstPicture(page), render(page)]);
    } catch (error) {
      // The page still works without the hint; try again on the next visit.
      log.warn({ err: error, page: key }, 'storefront preload failed, serving the plain shell');
      if (entries.peek(key) === entry) entries.delete(key);
      return shell;
    }
    // React's render already names the first card's picture in its hints.
    const built =
      (drawn && shellWithPage(html, drawn)) ??
      (first.url ? shellWithLink(html, preloadLink(first.url)) : shell);
    if (first.staleAt) entry.expiresAt = Math.min(entry.expiresAt, first.staleAt.getTime());
    entry.shell = built;
    entry.building = undefined;
    return built;
  };

  return {
    /** The HTML to answer `url` with: from memory when the catalogue has not changed. */
    variantsFor(url: string): MemoryAnswer | Promise<MemoryAnswer> {
      const page = storefrontPage(url);
      if (!page) return shell;
      const key = page.kind === 'category' ? `category:${page.id}` : page.kind;
      const version = catalog.current();
      const cached = entries.get(key);
      if (cached && cached.version === version && Date.now() < cached.expiresAt) {
        return cached.shell ?? cached.building ?? shell;
      }
      // Read the version before the read, so a write during it makes the entry stale.
      const entry: Entry = { version, expiresAt: Date.now() + maxAgeMs };
      entries.set(key, entry);
      entry.building = build(page, key, entry);
      return entry.building;
    },
  };
}
