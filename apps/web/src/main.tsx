import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './app/browser-router';
import { AppProviders } from './app/providers';
import { readPrerenderState, seedQueries } from './lib/prerender-state';
import { queryClient } from './lib/query-client';
import './index.css';

type AppRouter = Awaited<ReturnType<typeof createAppRouter>>;

/**
 * A storefront page arrives prerendered with its data (decision 018): the router to adopt
 * that HTML with, or undefined for any other page, or when the page's code fails to load.
 */
async function adoptingRouter(): Promise<AppRouter | undefined> {
  const prerendered = readPrerenderState();
  if (!prerendered) return undefined;
  try {
    seedQueries(queryClient, prerendered.queries);
    return await createAppRouter(queryClient, prerendered.router);
  } catch {
    return undefined;
  }
}

async function start(root: HTMLElement) {
  const adopted = await adoptingRouter();
  const active = adopted ?? (await createAppRouter(queryClient));
  const app = (
    <StrictMode>
      <AppProviders client={queryClient} navigate={(to) => active.navigate(to)}>
        <RouterProvider router={active} />
      </AppProviders>
    </StrictMode>
  );
  if (!adopted) {
    createRoot(root).render(app);
    return;
  }
  // Let the browser paint the prerendered page before React walks it: the page is on screen
  // (and its picture shows) while the longest piece of start-up work runs.
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  // As a transition, hydration yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page (a tap meanwhile is answered first).
  startTransition(() => {
    hydrateRoot(root, app);
  });
}

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
void start(root);
