import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { readPrerenderState, seedQueries } from './lib/prerender-state';
import { queryClient } from './lib/query-client';
import './index.css';

// A storefront page arrives prerendered with its data (decision 018): React adopts that HTML.
// Any other page, or a prerendered one whose code fails to load, renders from scratch.
async function start(root: HTMLElement) {
  const prerendered = readPrerenderState();
  let router: Awaited<ReturnType<typeof createAppRouter>> | undefined;
  if (prerendered) {
    try {
      seedQueries(queryClient, prerendered.queries);
      router = await createAppRouter(queryClient, prerendered.router);
    } catch {
      router = undefined;
    }
  }
  const adopt = router !== undefined;
  const active = router ?? (await createAppRouter(queryClient));
  const app = (
    <StrictMode>
      <AppProviders client={queryClient} navigate={(to) => active.navigate(to)}>
        <RouterProvider router={active} />
      </AppProviders>
    </StrictMode>
  );
  if (!adopt) {
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
