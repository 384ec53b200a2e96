import { paths, routePatterns } from '@phonebazaar/shared';
import type { RouteObject } from 'react-router';
import type { PageLoader } from './shell-routes';

/**
 * The dashboard's routes (spec §2). Their own module: the browser adds them to the route
 * table the first time someone opens a /dashboard address (React Router's
 * patchRoutesOnNavigation, app/browser-router.tsx), so the storefront's initial JavaScript
 * does not carry a route object and a chunk name for every dashboard page (issue #8's budget).
 */
/** Absolute paths: React Router accepts them under a parent they start with. */
const D = paths.dashboard;

export function dashboardRoute(page: PageLoader): RouteObject {
  return {
    // Signed-in only (the layout guards); seller and admin groups add their own check.
    id: 'dashboard',
    path: D.home,
    lazy: page(() => import('./routes/dashboard/layout')),
    children: [
      { index: true, lazy: page(() => import('./routes/dashboard/all-products')) },
      { path: D.profile, lazy: page(() => import('./routes/dashboard/profile')) },
      { path: D.myOrder, lazy: page(() => import('./routes/dashboard/my-order')) },
      { path: routePatterns.payment, lazy: page(() => import('./routes/dashboard/payment')) },
      {
        path: D.notifications,
        lazy: page(() => import('./routes/dashboard/notifications')),
      },
      // Conversations on listings (issue #19), for anyone signed in.
      {
        path: D.conversations,
        lazy: page(() => import('./routes/dashboard/conversations')),
      },
      {
        path: routePatterns.conversation,
        lazy: page(() => import('./routes/dashboard/conversation')),
      },
      // Issue #20: hearts, saved searches with alerts, and offers (both sides).
      { path: D.favourites, lazy: page(() => import('./routes/dashboard/favourites')) },
      {
        path: D.savedSearches,
        lazy: page(() => import('./routes/dashboard/saved-searches')),
      },
      { path: D.offers, lazy: page(() => import('./routes/dashboard/offers')) },
      {
        lazy: page(() => import('./routes/dashboard/seller-only')),
        children: [
          { path: D.addProduct, lazy: page(() => import('./routes/dashboard/add-product')) },
          { path: D.myProducts, lazy: page(() => import('./routes/dashboard/my-products')) },
          { path: D.mySell, lazy: page(() => import('./routes/dashboard/my-sell')) },
          { path: D.earnings, lazy: page(() => import('./routes/dashboard/earnings')) },
        ],
      },
      {
        lazy: page(() => import('./routes/dashboard/admin-only')),
        children: [
          { path: D.allBuyers, lazy: page(() => import('./routes/dashboard/all-buyers')) },
          { path: D.allSellers, lazy: page(() => import('./routes/dashboard/all-seller')) },
          {
            path: D.reportedItems,
            lazy: page(() => import('./routes/dashboard/reported-items')),
          },
          { path: D.allUsers, lazy: page(() => import('./routes/dashboard/all-user')) },
          { path: D.allSell, lazy: page(() => import('./routes/dashboard/all-sell')) },
          { path: D.outbox, lazy: page(() => import('./routes/dashboard/outbox')) },
          { path: D.contactMessages, lazy: page(() => import('./routes/dashboard/messages')) },
          { path: D.phoneModels, lazy: page(() => import('./routes/dashboard/phone-models')) },
          {
            path: D.blockedImeis,
            lazy: page(() => import('./routes/dashboard/blocked-imeis')),
          },
          { path: D.disputes, lazy: page(() => import('./routes/dashboard/disputes')) },
          // Issue #46: one dispute's case.
          { path: routePatterns.dispute, lazy: page(() => import('./routes/dashboard/dispute')) },
          { path: D.payouts, lazy: page(() => import('./routes/dashboard/payouts')) },
          { path: D.auditLog, lazy: page(() => import('./routes/dashboard/audit-log')) },
          {
            path: D.reportedConversations,
            lazy: page(() => import('./routes/dashboard/reported-conversations')),
          },
          { path: D.reviews, lazy: page(() => import('./routes/dashboard/reviews')) },
          // Issue #21: risk-scored listings waiting for an admin.
          { path: D.reviewQueue, lazy: page(() => import('./routes/dashboard/review-queue')) },
          // Issue #36: accounts that share a device, card, phone or network.
          { path: D.clusters, lazy: page(() => import('./routes/dashboard/clusters')) },
        ],
      },
    ],
  };
}
