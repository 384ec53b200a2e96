import type { RouteObject } from 'react-router';
import type { PageLoader } from './shell-routes';

/**
 * The dashboard's routes (spec §2). Their own module: the browser adds them to the route
 * table the first time someone opens a /dashboard address (React Router's
 * patchRoutesOnNavigation, app/browser-router.tsx), so the storefront's initial JavaScript
 * does not carry a route object and a chunk name for every dashboard page (issue #8's budget).
 */
export function dashboardRoute(page: PageLoader): RouteObject {
  return {
    // Signed-in only (the layout guards); seller and admin groups add their own check.
    id: 'dashboard',
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
          // Issue #21: risk-scored listings waiting for an admin.
          { path: 'review-queue', lazy: page(() => import('./routes/dashboard/review-queue')) },
        ],
      },
    ],
  };
}
