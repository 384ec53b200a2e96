import { CHUNK_LOAD_TIMEOUT_MS } from '@phonebazaar/shared';
import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, createElement } from 'react';
import type { LoaderFunction } from 'react-router';
import {
  claimReload,
  currentAddress,
  isStaleChunkError,
  page,
  StaleChunkReload,
} from './stale-chunk';

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
 * Spec §9: a script chunk that has not arrived after 120 s fails, so the error page shows.
 * A chunk of an older release (stale-chunk.tsx) reloads the page once, at the address shown,
 * unless `onStale` is 'reject'; the promise stays pending meanwhile, so no error page flashes,
 * and the timeout still ends the wait should the reload not happen.
 */
export function loadChunk<T>(
  load: () => Promise<T>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
  onStale: 'reload' | 'reject' = 'reload',
) {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The page took longer than ${timeoutMs / 1000} s to load.`)),
      timeoutMs,
    );
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        if (onStale === 'reload' && isStaleChunkError(error) && claimReload(currentAddress())) {
          page.reload();
          return;
        }
        clearTimeout(timer);
        reject(error);
      },
    );
  });
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
