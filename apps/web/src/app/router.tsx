import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullScreenLoader } from '../components/ui/full-screen-loader';
import { lazyRoute } from '../lib/lazy-route';
import { queryClient } from '../lib/query-client';
import { MainLayout } from './layouts/main-layout';
import { PlainLayout } from './layouts/plain-layout';
import { RootLayout } from './layouts/root-layout';
import { RouteErrorPage } from './route-error-page';

/**
 * Spec §2 route table. Layouts and the error page are in the shell (every page needs them);
 * each page is its own chunk. Identity, dashboard and payment routes are added here later.
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
            { index: true, lazy: page(() => import('./routes/home')) },
            { path: 'blog', lazy: page(() => import('./routes/blog')) },
            { path: 'all-products', lazy: page(() => import('./routes/all-products')) },
          ],
        },
        {
          Component: PlainLayout,
          children: [{ path: 'categories/:id', lazy: page(() => import('./routes/category')) }],
        },
        { path: 'paymentcomplete', lazy: page(() => import('./routes/payment-complete')) },
        { path: '*', lazy: page(() => import('./routes/not-found')) },
      ],
    },
  ];
}

export const router = createBrowserRouter(createRoutes(queryClient));
