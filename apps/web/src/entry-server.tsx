import { paths, routePatterns, toSearchString } from '@phonebazaar/shared';
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchPath,
  StaticRouterProvider,
} from 'react-router';
import { AppProviders } from './app/providers';
import { createRoutes } from './app/router';
import { fetchLists, storefrontLists } from './app/storefront-lists';
import { sellerProfileQueryOptions } from './features/reviews/api/get-seller-profile';
import { sellerReviewsQueryOptions } from './features/reviews/api/get-seller-reviews';
import { narrowedListQuery, searchPageQuery } from './features/search/api/search-prefetch';
import { searchFacetsQueryOptions } from './features/search/api/search-query';
import {
  ALL_PRODUCTS_SCOPE,
  apiSearchState,
  readSearchState,
  SEARCH_PAGE_SCOPE,
  type SearchScope,
} from './features/search/utils/search-state';
import { type ApiTransport, bindApiTransport } from './lib/api-client';
import { preloadIslands } from './lib/lazy-island';
import { cachedQueries, PRERENDER_STATE_ID, serializePrerenderState } from './lib/prerender-state';
import { createQueryClient } from './lib/query-client';

/**
 * The one owner of prerendering (decisions 018, 026), built by `vite build --ssr` into
 * dist-ssr and loaded by the API server, which asks it which addresses are storefront pages
 * and has it draw them. It renders the very components the browser runs, from the very API
 * answers the browser would fetch, so the first paint is the page itself and the browser then
 * adopts the HTML (main.tsx) instead of drawing it again.
 */

export type { ApiTransport } from './lib/api-client';

/** A prerendered page, in the pieces index.html has slots for (`<!--app-head-->` and so on). */
export interface PrerenderedPage {
  /** The page's <title> and resource hints (the first card's picture), for <head>. */
  head: string;
  /** The markup inside #root. */
  html: string;
  /** The data block the browser adopts the page with (main.tsx), placed after #root. */
  state: string;
  /** Epoch ms at which a list drawn turns stale by time alone (a shown hold lapses). */
  staleAt: number | undefined;
}

/** A storefront page: its route, the search scope of its query string, and its lists. */
interface StorefrontPage {
  path: string;
  /** The page reads a search from its query string (issue #17): part of its address. */
  scope?: (id: string) => SearchScope;
  data: (client: QueryClient, id: string, params: URLSearchParams) => Promise<unknown>[];
}

const categoryScope = (categoryId: string): SearchScope => ({ kind: 'category', categoryId });

/**
 * The filter counts beside a list shown unfiltered: drawn with the page so its side panel does
 * not grow after the page shows, but nice to have (prefetch never fails the page).
 */
const listFacets = (client: QueryClient, scope: SearchScope) =>
  client.prefetchQuery(searchFacetsQueryOptions(apiSearchState({}, scope)));

/**
 * The storefront pages and what each is drawn from, fetched to the end and failing loudly:
 * the lists the route loaders read too (app/storefront-lists.ts, written once), plus what only
 * a drawing needs (the filter counts, a seller's first reviews) and the searches. The only
 * list of storefront pages: the server asks `storefrontPage`.
 */
const PAGES: StorefrontPage[] = [
  {
    path: paths.home,
    data: (client) => fetchLists(client, storefrontLists.home()),
  },
  {
    path: paths.allProducts,
    scope: () => ALL_PRODUCTS_SCOPE,
    data: (client, _id, params) => {
      const narrowed = narrowedListQuery(params, ALL_PRODUCTS_SCOPE);
      if (narrowed) return [client.fetchInfiniteQuery(narrowed)];
      return [
        ...fetchLists(client, storefrontLists.allProducts()),
        listFacets(client, ALL_PRODUCTS_SCOPE),
      ];
    },
  },
  {
    path: routePatterns.category,
    scope: categoryScope,
    data: (client, id, params) => {
      const narrowed = narrowedListQuery(params, categoryScope(id));
      // A search in the address draws its results in place of the category's own list.
      const lists = storefrontLists.category(id).filter(([need]) => !narrowed || need !== 'page');
      return [
        ...(narrowed ? [client.fetchInfiniteQuery(narrowed)] : []),
        ...fetchLists(client, lists),
        ...(narrowed ? [] : [listFacets(client, categoryScope(id))]),
      ];
    },
  },
  // A listing's page (issue #16); a sold, deleted or unknown one goes out as the plain shell.
  {
    path: routePatterns.listing,
    data: (client, id) => fetchLists(client, storefrontLists.listing(id)),
  },
  // A seller's public profile (issue #19): the profile must load (an unknown seller goes out as
  // the plain shell); the first page of reviews is drawn with it when it comes.
  {
    path: routePatterns.seller,
    data: (client, id) => [
      client.fetchQuery(sellerProfileQueryOptions(id)),
      client.prefetchInfiniteQuery(sellerReviewsQueryOptions(id)),
    ],
  },
  // Search results (issue #17), one drawing per normalized query.
  {
    path: paths.search(),
    scope: () => SEARCH_PAGE_SCOPE,
    data: (client, _id, params) => [client.fetchInfiniteQuery(searchPageQuery(params))],
  },
];

function match(url: string) {
  const { pathname, searchParams } = new URL(url, 'http://prerender.local');
  for (const page of PAGES) {
    const found = matchPath(page.path, pathname);
    if (!found) continue;
    const id = found.params.id ?? '';
    // The search in the address, normalized (unknown keys and bad values out, a fixed order):
    // the same search is the same drawing, however its link was written.
    const search = page.scope ? toSearchString(readSearchState(searchParams, page.scope(id))) : '';
    const path = pathname.replace(/(.)\/+$/, '$1') + (search ? `?${search}` : '');
    return { page, path, id, params: new URLSearchParams(search) };
  }
  return undefined;
}

/**
 * The address a storefront page is drawn for (its path without trailing slash; for the lists
 * and search, with their search normalized, other query strings dropped), or undefined when
 * `url` opens any other page. The server keeps one drawing per address.
 */
export function storefrontPage(url: string): string | undefined {
  return match(url)?.path;
}

/**
 * A storefront page as HTML, or undefined when the address is not one or its data cannot be
 * read. Its API calls go through `api`, this render's own: renders may run side by side.
 */
export async function prerender(
  url: string,
  api: ApiTransport,
): Promise<PrerenderedPage | undefined> {
  const found = match(url);
  if (!found) return undefined;
  const client = createQueryClient();
  // One snapshot, asked for once: a failed call means no prerender, not a retry.
  client.setDefaultOptions({
    queries: { ...client.getDefaultOptions().queries, retry: false, staleTime: Infinity },
  });
  let staleAt: number | undefined;
  bindApiTransport(client, async (path, init) => {
    const response = await api(path, init);
    // The list routes send Expires when a hold they show lapses (decision 014).
    const expires = Date.parse(response.headers.get('expires') ?? '');
    if (!Number.isNaN(expires)) staleAt = Math.min(staleAt ?? Infinity, expires);
    return response;
  });
  try {
    const drawn = await draw(client, found.path, found.page.data(client, found.id, found.params));
    return drawn && { ...drawn, staleAt };
  } finally {
    // The cache would otherwise live on for its gc time (minutes) after every render, and a
    // busy catalogue draws its pages again after each write.
    client.clear();
  }
}

async function draw(client: QueryClient, path: string, data: Promise<unknown>[]) {
  try {
    await Promise.all(data);
  } catch {
    // An unknown category, or a failing list: the browser renders it with its error state.
    return undefined;
  }
  const handler = createStaticHandler(createRoutes(client));
  const context = await handler.query(new Request(new URL(path, 'http://prerender.local')));
  if (context instanceof Response || context.errors) return undefined;
  // After the query, which has imported the page's module and so declared its islands.
  await preloadIslands();
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
    html: html.slice(head.length),
    state: `<script type="application/json" id="${PRERENDER_STATE_ID}">${state}</script>`,
  };
}

const HOISTED = /^(?:<link [^>]*\/>|<meta [^>]*\/>|<title>[^<]*<\/title>)+/;
