import { paths, routePatterns } from '@phonebazaar/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { FullScreenLoader } from '../components/ui/full-screen-loader';
import { MainLayout } from './layouts/main-layout';
import { PlainLayout } from './layouts/plain-layout';
import { RootLayout } from './layouts/root-layout';
import { lazyRoute } from './page-route';
import { RouteErrorPage } from './route-error-page';
import {
  allProductsLoader,
  categoryLoader,
  homeLoader,
  keepListOnFilterChange,
  listingLoader,
  searchLoader,
} from './storefront-loaders';

export type PageLoader = (load: Parameters<typeof lazyRoute>[1]) => ReturnType<typeof lazyRoute>;

/** A page's `lazy` properties, with the app's QueryClient for its loader. */
export const pageLoader =
  (client: QueryClient): PageLoader =>
  (load) =>
    lazyRoute(client, load);

/**
 * Spec §2 route table, with the dashboard's branch handed in: the whole of it
 * (app/router.tsx: tests and the prerenderer) or the gate that loads it (the browser). Layouts and the error page are in the shell (every page needs them);
 * each page is its own chunk. The dashboard layout and its guards are lazy too: visitors of
 * the storefront never download them.
 */
export function createShellRoutes(client: QueryClient, dashboard: RouteObject): RouteObject[] {
  const page = pageLoader(client);
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
            { path: paths.blog, lazy: page(() => import('./routes/blog')) },
            {
              path: paths.allProducts,
              loader: allProductsLoader(client),
              shouldRevalidate: keepListOnFilterChange,
              lazy: page(() => import('./routes/all-products')),
            },
            // Search results (issue #17); filters and sort live in the address.
            {
              path: paths.search(),
              loader: searchLoader(client),
              lazy: page(() => import('./routes/search')),
            },
            {
              path: routePatterns.listing,
              loader: listingLoader(client),
              lazy: page(() => import('./routes/listing')),
            },
            // A seller's public profile (issue #19).
            { path: routePatterns.seller, lazy: page(() => import('./routes/seller-profile')) },
            { path: paths.login, lazy: page(() => import('./routes/login')) },
            { path: paths.signup, lazy: page(() => import('./routes/signup')) },
            // Mail flows (issue #14): forgot password, the reset link, the verification landing.
            { path: paths.forgotPassword, lazy: page(() => import('./routes/forgot-password')) },
            { path: paths.resetPassword, lazy: page(() => import('./routes/reset-password')) },
            { path: paths.emailVerified, lazy: page(() => import('./routes/email-verified')) },
            { path: routePatterns.unsubscribe, lazy: page(() => import('./routes/unsubscribe')) },
          ],
        },
        dashboard,
        {
          Component: PlainLayout,
          children: [
            {
              path: routePatterns.category,
              loader: categoryLoader(client),
              shouldRevalidate: keepListOnFilterChange,
              lazy: page(() => import('./routes/category')),
            },
          ],
        },
        {
          path: routePatterns.paymentComplete,
          lazy: page(() => import('./routes/payment-complete')),
        },
        // Issue #21: the self-test, opened on the phone being sold; full screen, no navbar.
        { path: routePatterns.check, lazy: page(() => import('./routes/check')) },
        { path: '*', lazy: page(() => import('./routes/not-found')) },
      ],
    },
  ];
}
