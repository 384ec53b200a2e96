import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

/** What the web app's prerenderer gives for a page (apps/web/src/entry-server.tsx). */
export interface Prerendered {
  head: string;
  root: string;
}

export type Prerender = (url: string) => Promise<Prerendered | undefined>;

interface PrerenderModule {
  prerender(
    url: string,
    transport: (url: string, init: RequestInit) => Promise<Response>,
  ): Promise<Prerendered | undefined>;
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
): Promise<Prerender | undefined> {
  const entry = ssrDir && path.resolve(ssrDir, 'entry-server.js');
  if (!entry || !existsSync(entry)) return undefined;
  let module: PrerenderModule;
  try {
    module = (await import(pathToFileURL(entry).href)) as PrerenderModule;
  } catch (error) {
    // A broken build of the prerenderer costs speed, not the storefront: pages go out as
    // the plain shell and the browser draws them.
    app.log.error(
      { err: error, entry },
      'storefront prerenderer failed to load; serving the plain shell',
    );
    return undefined;
  }
  const transport = async (url: string) => {
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
  return async (url) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error('storefront prerender timed out')),
        PRERENDER_TIMEOUT_MS,
      );
    });
    try {
      return await Promise.race([module.prerender(url, transport), timeout]);
    } finally {
      clearTimeout(timer);
    }
  };
}
