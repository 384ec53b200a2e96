import { type ComponentType, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { loadChunk } from './lazy-route';

const preloads = new Set<() => Promise<unknown>>();

/** How far below the screen an island starts loading, so it is ready when scrolled to. */
const NEAR = '600px';
/** The longest an island waits for an idle moment once the page is live. */
const IDLE_TIMEOUT_MS = 5000;

/** True during the browser's first render, when React adopts the prerendered HTML. */
const adoptingPrerender = () =>
  typeof document !== 'undefined' && document.documentElement.dataset.hydrated !== 'true';

/**
 * A part of a page whose code is not in the page's first load and comes when the part nears
 * the screen or the browser is idle after start-up (issue #22 items 3 and 4): a section below
 * the fold, say. The prerenderer loads every island first (`preloadIslands`) and draws it like
 * any component. In the browser, React adopts the page but leaves the island's prerendered
 * HTML to itself (set as the box's inner HTML, there is nothing of it to hydrate, and no
 * update before its code arrives can throw it away); then its chunk is fetched and the
 * component replaces that HTML with the same markup, now live (so an island should hold
 * nothing one would type in before that). Rendered without a prerender, `fallback` holds its
 * place meanwhile. Once loaded, later renders draw it directly.
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
  return function Island(props: P) {
    const id = useId();
    const box = useRef<HTMLDivElement>(null);
    const [Component, setComponent] = useState(() => loaded);
    // The prerendered HTML of this island, read once from the page React is adopting.
    const [drawn] = useState(() =>
      loaded || !adoptingPrerender()
        ? undefined
        : document.querySelector(`[data-island="${id}"]`)?.innerHTML,
    );
    useEffect(() => {
      if (Component) return;
      let cancelled = false;
      const start = () =>
        void preload().then((component) => {
          if (!cancelled) setComponent(() => component);
        });
      const element = box.current;
      if (
        !element ||
        typeof IntersectionObserver === 'undefined' ||
        typeof requestIdleCallback !== 'function'
      ) {
        start();
        return () => {
          cancelled = true;
        };
      }
      // Near the screen, or else once the browser has nothing else to do: an island further
      // down is live before anyone scrolls to it, and the page's own start-up goes first.
      const idle = requestIdleCallback(() => begin(), { timeout: IDLE_TIMEOUT_MS });
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) begin();
        },
        { rootMargin: `${NEAR} 0px` },
      );
      function begin() {
        observer.disconnect();
        cancelIdleCallback(idle);
        start();
      }
      observer.observe(element);
      return () => {
        cancelled = true;
        observer.disconnect();
        cancelIdleCallback(idle);
      };
    }, [Component]);
    if (Component) {
      return (
        <div ref={box} data-island={id}>
          <Component {...props} />
        </div>
      );
    }
    if (drawn !== undefined) {
      // Our own prerendered markup, read back from this very element.
      return <div ref={box} data-island={id} dangerouslySetInnerHTML={{ __html: drawn }} />;
    }
    return (
      <div ref={box} data-island={id}>
        {fallback}
      </div>
    );
  };
}

/** Loads every island's code: the prerenderer draws them in full, not as their fallbacks. */
export function preloadIslands(): Promise<unknown[]> {
  return Promise.all([...preloads].map((preload) => preload()));
}
