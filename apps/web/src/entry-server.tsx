import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createRoutes } from './app/router';
import { storefrontPageData } from './app/storefront-loaders';
import { setApiTransport } from './lib/api-client';
import { cachedQueries, PRERENDER_STATE_ID, serializePrerenderState } from './lib/prerender-state';
import { createQueryClient } from './lib/query-client';

/**
 * The server's prerenderer of the storefront pages (decision 018), built by `vite build --ssr`
 * into dist-ssr and loaded by the API server. It renders the very components the browser
 * runs, from the very API answers the browser would fetch, so the first paint is the page
 * itself and the browser then adopts the HTML (main.tsx) instead of drawing it again.
 */

/** Answers one API call (`/api/...`, GET) the way the HTTP server would. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

/** A prerendered page: tags for <head>, and what replaces index.html's root element. */
export interface Prerendered {
  head: string;
  root: string;
}

async function render(url: string, transport: ApiTransport): Promise<Prerendered | undefined> {
  const client = createQueryClient();
  try {
    return await draw(client, url, transport);
  } finally {
    // The cache would otherwise live on for its gc time (minutes) after every render, and a
    // busy catalogue draws its pages again after each write.
    client.clear();
  }
}

async function draw(
  client: QueryClient,
  url: string,
  transport: ApiTransport,
): Promise<Prerendered | undefined> {
  // One snapshot, asked for once: a failed call means no prerender, not a retry.
  client.setDefaultOptions({
    queries: { ...client.getDefaultOptions().queries, retry: false, staleTime: Infinity },
  });
  const pathname = new URL(url, 'http://prerender.local').pathname;
  setApiTransport(transport);
  const data = storefrontPageData(client, pathname);
  if (!data) return undefined;
  try {
    await Promise.all(data);
  } catch {
    // An unknown category, or a failing list: the browser renders it with its error state.
    return undefined;
  }

  const handler = createStaticHandler(createRoutes(client));
  const context = await handler.query(new Request(new URL(url, 'http://prerender.local')));
  if (context instanceof Response || context.errors) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <AppProviders client={client} navigate={async () => {}}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  const state = serializePrerenderState({
    router: {
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: context.errors,
    },
    queries: cachedQueries(client),
  });
  // React puts a page's <title> and its resource hints (the first card's picture) first;
  // they belong in <head>, where a streaming render would have put them.
  const head = HOISTED.exec(html)?.[0] ?? '';
  return {
    head,
    root: `<div id="root">${html.slice(head.length)}</div><script type="application/json" id="${PRERENDER_STATE_ID}">${state}</script>`,
  };
}

const HOISTED = /^(?:<link [^>]*\/>|<meta [^>]*\/>|<title>[^<]*<\/title>)+/;

let queue: Promise<unknown> = Promise.resolve();

/**
 * A storefront page (`/`, `/all-products`, `/categories/:id`) as HTML, or undefined when the
 * page is not one or its data cannot be read. Renders run one at a time: the API transport
 * is module state.
 */
export function prerender(url: string, transport: ApiTransport): Promise<Prerendered | undefined> {
  const run = queue.then(() => render(url, transport));
  queue = run.catch(() => undefined);
  return run;
}
