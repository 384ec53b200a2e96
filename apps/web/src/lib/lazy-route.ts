import { CHUNK_LOAD_TIMEOUT_MS } from '@phonebazaar/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';

/**
 * What a page module under app/routes exports. Loaders are factories so they can share
 * the app's QueryClient (and tests can hand in a fresh one).
 */
export interface RouteModule {
  default: ComponentType;
  clientLoader?: (queryClient: QueryClient) => LoaderFunction;
  ErrorBoundary?: ComponentType;
}

const RELOAD_MARK = 'pb-chunk-reload-at';

/**
 * A deploy replaces hashed chunks, so an old tab asking for one gets a 404. Reloading once
 * fetches the new index.html; the time mark stops a reload loop if the chunk is truly gone.
 */
function reloadOnceForStaleChunk(error: unknown): boolean {
  if (!(error instanceof TypeError) || typeof window === 'undefined') return false;
  try {
    const last = Number(sessionStorage.getItem(RELOAD_MARK) ?? 0);
    if (Date.now() - last < 10_000) return false;
    sessionStorage.setItem(RELOAD_MARK, String(Date.now()));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

/** Spec §9: a script chunk that has not arrived after 120 s fails, so the error page shows. */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS) {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The page took longer than ${timeoutMs / 1000} s to load.`)),
      timeoutMs,
    );
    load()
      .then(resolve, (error: unknown) => {
        // Keep the promise pending while the page reloads instead of flashing the error page.
        if (!reloadOnceForStaleChunk(error)) reject(error);
      })
      .finally(() => clearTimeout(timer));
  });
}

/** Adapts a page module to React Router's `lazy` route properties. */
export function lazyRoute(queryClient: QueryClient, load: () => Promise<RouteModule>) {
  return async () => {
    const { default: Component, clientLoader, ErrorBoundary } = await loadChunk(load);
    return {
      Component,
      ...(clientLoader ? { loader: clientLoader(queryClient) } : {}),
      ...(ErrorBoundary ? { ErrorBoundary } : {}),
    };
  };
}
