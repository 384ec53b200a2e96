import {
  type ComponentType,
  createElement,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useRef,
  useState,
} from 'react';
import { loadChunk } from './lazy-route';

const preloads = new Set<() => Promise<unknown>>();

/** How far below the screen an island starts loading, so it is ready when scrolled to. */
const NEAR = '600px';

/**
 * A part of a page whose code is not in the page's first load, and comes only once the part
 * is near the screen (issue #22 items 3 and 4): a form below the fold, say. The prerenderer
 * loads every island first (`preloadIslands`) and draws it like any component. In the
 * browser, hydration leaves the island's HTML as drawn (its Suspense boundary waits) while
 * the rest of the page goes live; when the island nears the screen its chunk is fetched and
 * React adopts that HTML too. Rendered without a prerender, the fallback holds its place
 * meanwhile. Once loaded, later renders draw it directly.
 */
export function lazyIsland<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let release = () => {};
  // Resolved from outside React (an observer), so the waiting boundary is retried rather than
  // re-rendered with new props, which would throw the prerendered HTML away.
  const wanted = new Promise<void>((resolve) => {
    release = resolve;
  });
  const preload = () =>
    loadChunk(load).then((component) => {
      loaded = component;
      return component;
    });
  preloads.add(preload);
  const Lazy: LazyExoticComponent<ComponentType<P>> = lazy(async () => {
    await wanted;
    return { default: await preload() };
  });
  return function Island(props: P) {
    const box = useRef<HTMLDivElement>(null);
    // Chosen once per mount: switching from the lazy wrapper to the loaded component later
    // would remount it (a form would lose what was typed).
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    useEffect(() => {
      const element = box.current;
      if (loaded || !element || typeof IntersectionObserver === 'undefined') {
        release();
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          release();
        },
        { rootMargin: `${NEAR} 0px` },
      );
      observer.observe(element);
      return () => observer.disconnect();
    }, []);
    return (
      <div ref={box}>
        <Suspense fallback={fallback}>{createElement(Component, props)}</Suspense>
      </div>
    );
  };
}

/** Loads every island's code: the prerenderer draws them in full, not as their fallbacks. */
export function preloadIslands(): Promise<unknown[]> {
  return Promise.all([...preloads].map((preload) => preload()));
}
