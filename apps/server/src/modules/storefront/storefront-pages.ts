import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { CatalogVersion } from '../../http/catalog-version.ts';
import { encodeOnce, type MemoryAnswer } from '../../http/send-from-memory.ts';
import { fillSlots } from './page-template.ts';
import { PAGE_HEADERS } from './spa-shell.ts';
import type { Prerenderer } from './storefront-prerender.ts';

/** How many drawn search and filtered-list pages are kept (least recently used go first). */
export const SEARCH_PAGES_KEPT = 256;

interface Entry {
  version: number;
  expiresAt: number;
  answer?: MemoryAnswer;
  building?: Promise<MemoryAnswer>;
}

/**
 * The HTML of each storefront page, drawn by the web app's prerenderer (decision 026) and
 * kept with its encodings, tagged with the catalogue version so a write draws it anew on the
 * next visit (decision 014), and expiring with the response cache's max age or when a hold it
 * shows lapses. A page that cannot be drawn goes out as the plain shell, never a 5xx.
 */
export function createStorefrontPages(options: {
  shell: MemoryAnswer;
  prerenderer: Prerenderer;
  catalog: CatalogVersion;
  maxAgeMs: number;
  log: FastifyBaseLogger;
}) {
  const { shell, prerenderer, catalog, maxAgeMs, log } = options;
  const html = shell.identity.body.toString('utf8');
  // Bounded: category ids come from the address bar, known or not.
  const plain = new LRUCache<string, Entry>({ max: 512 });
  // Searches and filtered lists (issue #17), one drawing per normalized query: as many as
  // people type, so apart, where a burst of them cannot push out the pages every visit starts on.
  const searched = new LRUCache<string, Entry>({ max: SEARCH_PAGES_KEPT });
  const store = (page: string) => (page.includes('?') ? searched : plain);

  const build = async (page: string, entry: Entry): Promise<MemoryAnswer> => {
    let answer = shell;
    try {
      const drawn = await prerenderer.render(page);
      const filled = drawn && fillSlots(html, drawn);
      // Brotli 5, not 11: a page is drawn again after every catalogue write, and 11 costs
      // ~60 ms on a 50 KB page for a few percent fewer bytes.
      if (filled) {
        answer = encodeOnce(Buffer.from(filled), PAGE_HEADERS, {
          compressFrom: 0,
          brotliQuality: 5,
        });
      }
      if (drawn?.staleAt) entry.expiresAt = Math.min(entry.expiresAt, drawn.staleAt);
    } catch (error) {
      // The browser draws the page itself, as it would without a prerenderer; the next
      // visit tries again.
      log.warn({ err: error, page }, 'storefront prerender failed, serving the plain shell');
      if (store(page).peek(page) === entry) store(page).delete(page);
    }
    entry.answer = answer;
    entry.building = undefined;
    return answer;
  };

  return {
    /** The HTML of a storefront page: from memory while the catalogue has not changed. */
    answerFor(page: string): MemoryAnswer | Promise<MemoryAnswer> {
      const version = catalog.current();
      const entries = store(page);
      const cached = entries.get(page);
      if (cached && cached.version === version && Date.now() < cached.expiresAt) {
        return cached.answer ?? cached.building ?? shell;
      }
      // Read the version before the read, so a write during it makes the entry stale.
      const entry: Entry = { version, expiresAt: Date.now() + maxAgeMs };
      entries.set(page, entry);
      entry.building = build(page, entry);
      return entry.building;
    },
  };
}
