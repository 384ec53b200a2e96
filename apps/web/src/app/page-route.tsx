import { CHUNK_LOAD_TIMEOUT_MS } from '@phonebazaar/shared';
import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, createElement, useEffect, useState } from 'react';
import { type LoaderFunction, useLocation } from 'react-router';
import { FullScreenLoader } from '../components/ui/full-screen-loader';
import { loadChunk } from '../lib/lazy-route';
import {
  claimReload,
  hasReloaded,
  isStaleChunkError,
  page,
  showNewVersionNotice,
} from '../lib/stale-chunk';

/**
 * What a page module under app/routes exports. Loaders are factories so they can share
 * the app's QueryClient (and tests can hand in a fresh one).
 */
export interface RouteModule {
  default: ComponentType;
  clientLoader?: (queryClient: QueryClient) => LoaderFunction;
  ErrorBoundary?: ComponentType;
}

/**
 * Adapts a page module to React Router's `lazy` route properties. A stale chunk does not
 * reload here: during a navigation the address bar still shows the page clicked on, so the
 * route gets a page that reloads once the navigation has committed to the new address.
 */
export function lazyRoute(queryClient: QueryClient, load: () => Promise<RouteModule>) {
  return async () => {
    let module: RouteModule;
    try {
      module = await loadChunk(load, CHUNK_LOAD_TIMEOUT_MS, 'reject');
    } catch (error) {
      if (!isStaleChunkError(error)) throw error;
      return { Component: () => createElement(StaleChunkReload, { error }) };
    }
    const { default: Component, clientLoader, ErrorBoundary } = module;
    return {
      Component,
      ...(clientLoader ? { loader: clientLoader(queryClient) } : {}),
      ...(ErrorBoundary ? { ErrorBoundary } : {}),
    };
  };
}

/**
 * Shown by a route whose chunk failed. It is drawn once the navigation has committed, so
 * the reload is of the address the user went to, not the page they clicked on. After one
 * reload it throws the error to the route's error page (spec §2), with the new-version notice
 * over it (issue #46 item 3): the notice's Reload is what helps.
 */
export function StaleChunkReload({ error }: { error: Error }) {
  const location = useLocation();
  const address = `${location.pathname}${location.search}`;
  const [reloading] = useState(() => !hasReloaded(address));
  useEffect(() => {
    if (reloading && claimReload(address)) page.reload();
  }, [reloading, address]);
  if (!reloading) {
    // Plain DOM outside React (index.html), so showing it here touches no component's state.
    showNewVersionNotice(address);
    throw error;
  }
  return <FullScreenLoader />;
}
