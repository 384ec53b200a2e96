import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import {
  createMemoryRouter,
  type InitialEntry,
  type RouteObject,
  RouterProvider,
} from 'react-router';
import { AuthSessionProvider } from '../features/auth/components/auth-session-provider';
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
  initialEntries?: InitialEntry[];
  queryClient?: QueryClient;
  /** A fixed session, or 'server' for the real provider reading the (mocked) API. */
  session?: Session | 'server';
}

/** Renders real route objects in memory with a fresh cache, as the app would. */
export function renderRoutes(routes: RouteObject[], options: Options = {}) {
  const queryClient = options.queryClient ?? createTestQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: options.initialEntries ?? ['/'] });
  const user = userEvent.setup();
  const session = options.session ?? signedOutSession;
  const withSession = (children: ReactNode) =>
    session === 'server' ? (
      <AuthSessionProvider navigate={(to) => router.navigate(to)}>{children}</AuthSessionProvider>
    ) : (
      <SessionProvider session={session}>{children}</SessionProvider>
    );
  const view = render(
    <QueryClientProvider client={queryClient}>
      {withSession(<RouterProvider router={router} />)}
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient, user };
}
