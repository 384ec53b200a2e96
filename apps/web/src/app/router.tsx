import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  type HydrationState,
  matchRoutes,
  type RouteObject,
} from 'react-router';
import { FullScreenLoader } from '../components/ui/full-screen-loader';
import { lazyRoute } from '../lib/lazy-route';
import { MainLayout } from './layouts/main-layout';
import { PlainLayout } from './layouts/plain-layout';
import { RootLayout } from './layouts/root-layout';
import { RouteErrorPage } from './route-error-page';
import {
  allProductsLoader,
  categoryLoader,
  homeLoader,
  keepListOnFilterChange,
  listingLoader,
  searchLoader,
} from './storefront-loaders';

/**
 * Spec §2 route table. Layouts and the error page are in the shell (every page needs them);
 * each page is its own chunk. The dashboard layout and its guards are lazy too: visitors of
 * the storefront never download them.
 */
export function createRoutes(client: QueryClient): RouteObject[] {
  const page = (load: Parameters<typeof lazyRoute>[1]) => lazyRoute(client, load);
  return [
    {
      id: 'root',
      Component: RootLayout,
      errorElement: <RouteErrorPage />,
      HydrateFallback: () => <FullScreenLoader />,
      children: [
        {
          Component: MainLayout,
          children: [
            { index: true, loader: homeLoader(client), lazy: page(() => import('./routes/home')) },
            { path: 'blog', lazy: page(() => import('./routes/blog')) },
            {
              path: 'all-products',
              loader: allProductsLoader(client),
              shouldRevalidate: keepListOnFilterChange,
              lazy: page(() => import('./routes/all-products')),
            },
            // Search results (issue #17); filters and sort live in the address.
            {
              path: 'search',
              loader: searchLoader(client),
              lazy: page(() => import('./routes/search')),
            },
            {
              path: 'listings/:id',
              loader: listingLoader(client),
              lazy: page(() => import('./routes/listing')),
            },
            // A seller's public profile (issue #19).
            { path: 'sellers/:id', lazy: page(() => import('./routes/seller-profile')) },
            { path: 'login', lazy: page(() => import('./routes/login')) },
            { path: 'signup', lazy: page(() => import('./routes/signup')) },
            // Mail flows (issue #14): forgot password, the reset link, the verification landing.
            { path: 'forgot-password', lazy: page(() => import('./routes/forgot-password')) },
            { path: 'reset-password', lazy: page(() => import('./routes/reset-password')) },
            { path: 'email-verified', lazy: page(() => import('./routes/email-verified')) },
            { path: 'unsubscribe', lazy: page(() => import('./routes/unsubscribe')) },
          ],
        },
        {
          // Signed-in only (the layout guards); seller and admin groups add their own check.
          path: 'dashboard',
          lazy: page(() => import('./routes/dashboard/layout')),
          children: [
            { index: true, lazy: page(() => import('./routes/dashboard/all-products')) },
            { path: 'profile', lazy: page(() => import('./routes/dashboard/profile')) },
            { path: 'myorder', lazy: page(() => import('./routes/dashboard/my-order')) },
            { path: 'payment/:id', lazy: page(() => import('./routes/dashboard/payment')) },
            {
              path: 'notifications',
              lazy: page(() => import('./routes/dashboard/notifications')),
            },
            // Conversations on listings (issue #19), for anyone signed in.
            {
              path: 'conversations',
              lazy: page(() => import('./routes/dashboard/conversations')),
            },
            {
              path: 'conversations/:id',
              lazy: page(() => import('./routes/dashboard/conversation')),
            },
            // Issue #20: hearts, saved searches with alerts, and offers (both sides).
            { path: 'favourites', lazy: page(() => import('./routes/dashboard/favourites')) },
            {
              path: 'saved-searches',
              lazy: page(() => import('./routes/dashboard/saved-searches')),
            },
            { path: 'offers', lazy: page(() => import('./routes/dashboard/offers')) },
            {
              lazy: page(() => import('./routes/dashboard/seller-only')),
              children: [
                { path: 'addproduct', lazy: page(() => import('./routes/dashboard/add-product')) },
                { path: 'myproduct', lazy: page(() => import('./routes/dashboard/my-products')) },
                { path: 'mysell', lazy: page(() => import('./routes/dashboard/my-sell')) },
                { path: 'earnings', lazy: page(() => import('./routes/dashboard/earnings')) },
              ],
            },
            {
              lazy: page(() => import('./routes/dashboard/admin-only')),
              children: [
                { path: 'allbuyers', lazy: page(() => import('./routes/dashboard/all-buyers')) },
                { path: 'allseller', lazy: page(() => import('./routes/dashboard/all-seller')) },
                {
                  path: 'reporteditems',
                  lazy: page(() => import('./routes/dashboard/reported-items')),
                },
                { path: 'alluser', lazy: page(() => import('./routes/dashboard/all-user')) },
                { path: 'allsell', lazy: page(() => import('./routes/dashboard/all-sell')) },
                { path: 'outbox', lazy: page(() => import('./routes/dashboard/outbox')) },
                { path: 'messages', lazy: page(() => import('./routes/dashboard/messages')) },
                { path: 'models', lazy: page(() => import('./routes/dashboard/phone-models')) },
                {
                  path: 'blocked-imeis',
                  lazy: page(() => import('./routes/dashboard/blocked-imeis')),
                },
                { path: 'disputes', lazy: page(() => import('./routes/dashboard/disputes')) },
                { path: 'payouts', lazy: page(() => import('./routes/dashboard/payouts')) },
                { path: 'audit-log', lazy: page(() => import('./routes/dashboard/audit-log')) },
                {
                  path: 'reported-conversations',
                  lazy: page(() => import('./routes/dashboard/reported-conversations')),
                },
                { path: 'reviews', lazy: page(() => import('./routes/dashboard/reviews')) },
              ],
            },
          ],
        },
        {
          Component: PlainLayout,
          children: [
            {
              path: 'categories/:id',
              loader: categoryLoader(client),
              shouldRevalidate: keepListOnFilterChange,
              lazy: page(() => import('./routes/category')),
            },
          ],
        },
        { path: 'paymentcomplete', lazy: page(() => import('./routes/payment-complete')) },
        { path: '*', lazy: page(() => import('./routes/not-found')) },
      ],
    },
  ];
}

/**
 * The browser's router. Over a prerendered page (decision 018) the page's lazy routes are
 * loaded before the router starts, so its first render is the page the HTML already shows
 * rather than the loading screen, and React can adopt that HTML instead of replacing it.
 */
export async function createAppRouter(client: QueryClient, hydrationData?: HydrationState) {
  const routes = createRoutes(client);
  if (hydrationData) {
    const lazyMatches = (matchRoutes(routes, window.location) ?? []).filter((m) => m.route.lazy);
    await Promise.all(
      lazyMatches.map(async ({ route }) => {
        const lazy = route.lazy as () => Promise<Partial<RouteObject>>;
        Object.assign(route, { ...(await lazy()), lazy: undefined });
      }),
    );
  }
  return createBrowserRouter(routes, { hydrationData });
}
