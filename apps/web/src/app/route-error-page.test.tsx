import { TEXTS, TOKEN_STORAGE_KEY } from '@phonebazaar/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, renderRoutes } from '../test/render-routes';
import { RouteErrorPage } from './route-error-page';
import { createRoutes } from './router';

describe('Route error page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('When a route fails with a response, then status, message and Logout show', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'stale-token');
    const { user, router } = renderRoutes([
      {
        path: '/',
        errorElement: <RouteErrorPage />,
        loader: () => {
          throw Response.json(
            { message: 'No such listing' },
            { status: 404, statusText: 'Not Found' },
          );
        },
        element: <p>never</p>,
        HydrateFallback: () => null,
      },
      { path: '/login', element: <p>Login page</p> },
    ]);

    expect(await screen.findByRole('heading', { name: TEXTS.routeError })).toBeInTheDocument();
    expect(screen.getByText('404 Not Found: No such listing')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: TEXTS.nav.logout }));

    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('When a component throws, then its message shows', async () => {
    // React logs caught render errors; the page under test is the point, not the log.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('Render exploded');
    }
    renderRoutes([{ path: '/', errorElement: <RouteErrorPage />, element: <Broken /> }]);

    expect(await screen.findByText('Render exploded')).toBeInTheDocument();
  });

  it('When the path matches no route, then the 404 page links home', async () => {
    const queryClient = createTestQueryClient();
    renderRoutes(createRoutes(queryClient), { queryClient, initialEntries: ['/no/such/page'] });

    expect(await screen.findByRole('heading', { name: TEXTS.notFound })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});
