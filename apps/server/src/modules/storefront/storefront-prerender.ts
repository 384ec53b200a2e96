import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

/** A page as the web app's prerenderer draws it (apps/web/src/entry-server.tsx). */
export interface PrerenderedPage {
  head: string;
  html: string;
  state: string;
  /** Epoch ms at which the page turns stale by time alone (a hold it shows lapses). */
  staleAt: number | undefined;
}

/** What the server build of the web app exports: the one owner of storefront pages. */
interface PrerenderModule {
  storefrontPage(url: string): string | undefined;
  prerender(
    url: string,
    api: (url: string, init: RequestInit) => Promise<Response>,
  ): Promise<PrerenderedPage | undefined>;
}

export interface Prerenderer {
  /** The address `url` is drawn for when it opens a storefront page, else undefined. */
  page(url: string): string | undefined;
  /** Draws a page; undefined when it has nothing to draw. Rejects on failure or timeout. */
  render(page: string): Promise<PrerenderedPage | undefined>;
}

// A page that takes longer goes out as the plain shell; the browser renders it instead.
const PRERENDER_TIMEOUT_MS = 3000;

/**
 * Loads the storefront's prerenderer when the web app's server build is there (decision 018).
 * Its API calls are answered in-process by this very app (`inject`), so a page is drawn from
 * exactly the bytes the browser would fetch, response cache included.
 */
export async function loadStorefrontPrerender(
  app: FastifyInstance,
  ssrDir: string,
): Promise<Prerenderer | undefined> {
  const entry = ssrDir && path.resolve(ssrDir, 'entry-server.js');
  if (!entry || !existsSync(entry)) return undefined;
  let module: PrerenderModule;
  try {
    module = (await import(pathToFileURL(entry).href)) as PrerenderModule;
    if (typeof module.storefrontPage !== 'function' || typeof module.prerender !== 'function') {
      throw new Error('entry-server.js exports no storefrontPage and prerender');
    }
  } catch (error) {
    // A broken build of the prerenderer costs speed, not the storefront: pages go out as
    // the plain shell and the browser draws them.
    app.log.error(
      { err: error, entry },
      'storefront prerenderer failed to load; serving the plain shell',
    );
    return undefined;
  }
  const api = async (url: string) => {
    const response = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json' },
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined)
        headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(response.rawPayload, { status: response.statusCode, headers });
  };
  return {
    page: (url) => module.storefrontPage(url),
    async render(page) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error('storefront prerender timed out')),
          PRERENDER_TIMEOUT_MS,
        );
      });
      try {
        return await Promise.race([module.prerender(page, api), timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
