import { TEXTS } from '@phonebazaar/shared';
import { screen, waitFor } from '@testing-library/react';
import { Link, Outlet, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { claimReload, page } from '../lib/stale-chunk';
import { createTestQueryClient, renderRoutes } from '../test/render-routes';
import { lazyRoute, type RouteModule } from './page-route';
import { RouteErrorPage } from './route-error-page';

// What Chromium says when a chunk named by an older release is no longer on the server.
const stale = () =>
  new TypeError('Failed to fetch dynamically imported module: /assets/layout-old1234.js');

function routes(load: () => Promise<RouteModule>): RouteObject[] {
  const client = createTestQueryClient();
  return [
    {
      path: '/',
      element: <Outlet />,
      errorElement: <RouteErrorPage />,
      children: [
        { index: true, element: <Link to="/dashboard?tab=orders">Dashboard</Link> },
        { path: 'dashboard', lazy: lazyRoute(client, load) },
      ],
    },
  ];
}

describe('lazy routes across a release', () => {
  let reload: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    sessionStorage.clear();
    reload = vi.spyOn(page, 'reload').mockImplementation(() => {});
  });

  afterEach(() => vi.restoreAllMocks());

  it('When a page chunk of an older release fails on a click, then the page reloads once at the address clicked to', async () => {
    const { user, router } = renderRoutes(routes(() => Promise.reject(stale())));

    await user.click(await screen.findByRole('link', { name: 'Dashboard' }));

    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    // Reloading the page clicked on would bring the user back where they were.
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: TEXTS.routeError })).not.toBeInTheDocument();
  });

  it("When the chunk still fails after that reload, then the spec's error page shows and no second reload comes", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // The reload the first failure made, at this address, by this release.
    expect(claimReload('/dashboard?tab=orders')).toBe(true);

    renderRoutes(
      routes(() => Promise.reject(stale())),
      { initialEntries: ['/dashboard?tab=orders'] },
    );

    expect(await screen.findByRole('heading', { name: TEXTS.routeError })).toBeInTheDocument();
    expect(screen.getByText(/Failed to fetch dynamically imported module/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: TEXTS.nav.logout })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('When another address fails after a reload elsewhere, then it gets its own one reload', async () => {
    claimReload('/blog');
    renderRoutes(
      routes(() => Promise.reject(stale())),
      { initialEntries: ['/dashboard'] },
    );
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('When the page module fails for another reason, then the error page shows at once, without a reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderRoutes(routes(() => Promise.reject(new Error('Module exploded'))));

    await user.click(await screen.findByRole('link', { name: 'Dashboard' }));

    expect(await screen.findByText('Module exploded')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('When the session storage cannot be used, then no reload is made and the error page shows', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    renderRoutes(
      routes(() => Promise.reject(stale())),
      { initialEntries: ['/dashboard'] },
    );
    expect(await screen.findByRole('heading', { name: TEXTS.routeError })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('When the page chunk loads, then its component and loader are the route', async () => {
    const { user } = renderRoutes(
      routes(async () => ({
        default: () => <p>Dashboard page</p>,
        clientLoader: () => () => null,
      })),
    );
    await user.click(await screen.findByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });
});
