import {
  type ComponentType,
  createElement,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useState,
} from 'react';
import { loadChunk } from './lazy-route';

const preloads = new Set<() => Promise<unknown>>();

/**
 * A part of a page whose code is not in the page's first load (issue #22 item 4): a form
 * below the fold, say. The prerenderer loads every island first (`preloadIslands`) and draws
 * it like any component; in the browser, hydration leaves the island's HTML as it is (its
 * Suspense boundary waits) until the island's chunk arrives, while the rest of the page is
 * already live. Once loaded, later renders draw it directly.
 */
export function lazyIsland<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    loadChunk(load).then((component) => {
      loaded = component;
      return component;
    });
  preloads.add(preload);
  const Lazy: LazyExoticComponent<ComponentType<P>> = lazy(async () => ({
    default: await preload(),
  }));
  return function Island(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component later
    // would remount it (a form would lose what was typed).
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Suspense fallback={fallback}>{createElement(Component, props)}</Suspense>;
  };
}

/** Loads every island's code: the prerenderer draws them in full, not as their fallbacks. */
export function preloadIslands(): Promise<unknown[]> {
  return Promise.all([...preloads].map((preload) => preload()));
}
