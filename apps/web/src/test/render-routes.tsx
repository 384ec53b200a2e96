import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { type Session, SessionProvider, signedOutSession } from '../lib/session';

/** The app's own cache settings, minus retries so a failure shows at once. */
export function createTestQueryClient() {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  return client;
}

interface Options {
  initialEntries?: string[];
  queryClient?: QueryClient;
  session?: Session;
}

/** Renders real route objects in memory with a fresh cache, as the app would. */
export function renderRoutes(routes: RouteObject[], options: Options = {}) {
  const queryClient = options.queryClient ?? createTestQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: options.initialEntries ?? ['/'] });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider session={options.session ?? signedOutSession}>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient, user };
}
