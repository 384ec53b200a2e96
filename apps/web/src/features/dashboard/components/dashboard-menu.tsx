import {
  CONTACT_TEXTS,
  DEAL_TEXTS,
  FAVOURITES_TEXTS,
  IMEI_BLOCKLIST_TEXTS,
  LEDGER_TEXTS,
  LISTING_REVIEW_TEXTS,
  MAIL_TEXTS,
  MESSAGING_TEXTS,
  NOTIFICATION_TEXTS,
  OFFERS_TEXTS,
  PHONE_MODELS_TEXTS,
  paths,
  REVIEW_MODERATION_TEXTS,
  SAVED_SEARCHES_TEXTS,
  TEXTS,
  TRUST_TEXTS,
} from '@phonebazaar/shared';
import { NavLink } from 'react-router';
import { MessagesUnreadBadge } from './messages-unread-badge';

const M = TEXTS.dashboardMenu;

interface MenuItem {
  to: string;
  label: string;
  /** The conversations' unread count beside the label (issue #19). */
  unread?: 'conversations';
}

interface MenuGroup {
  title: string;
  items: MenuItem[];
}

export interface MenuRole {
  isSeller: boolean;
  isAdmin: boolean;
  loading: boolean;
}

/** Spec §2 Dashboard menu: what each role sees, grouped so longer admin menus stay readable. */
export function dashboardMenuGroups({ isSeller, isAdmin, loading }: MenuRole): MenuGroup[] {
  const shop: MenuItem[] = [{ to: paths.dashboard.home, label: M.allProducts }];
  // "Non-sellers: My Order". Until the role is known, nothing role-specific is promised.
  if (!loading && !isSeller) shop.push({ to: paths.dashboard.myOrder, label: M.myOrder });
  const groups: MenuGroup[] = [{ title: 'Marketplace', items: shop }];
  if (isSeller) {
    groups.push({
      title: 'Selling',
      items: [
        { to: paths.dashboard.addProduct, label: M.addProduct },
        { to: paths.dashboard.myProducts, label: M.myProducts },
        { to: paths.dashboard.mySell, label: M.mySell },
        { to: paths.dashboard.earnings, label: LEDGER_TEXTS.earnings.menu },
      ],
    });
  }
  if (isAdmin) {
    groups.push({
      title: 'Admin',
      items: [
        { to: paths.dashboard.allSell, label: M.allSell },
        { to: paths.dashboard.allUsers, label: M.allUser },
        { to: paths.dashboard.allSellers, label: M.allSellers },
        { to: paths.dashboard.allBuyers, label: M.allBuyers },
        { to: paths.dashboard.reportedItems, label: M.reportedItems },
        { to: paths.dashboard.reviewQueue, label: LISTING_REVIEW_TEXTS.menu },
        { to: paths.dashboard.outbox, label: MAIL_TEXTS.outbox.menu },
        { to: paths.dashboard.contactMessages, label: CONTACT_TEXTS.admin.menu },
        { to: paths.dashboard.phoneModels, label: PHONE_MODELS_TEXTS.title },
        { to: paths.dashboard.blockedImeis, label: IMEI_BLOCKLIST_TEXTS.title },
        { to: paths.dashboard.disputes, label: DEAL_TEXTS.disputes.menu },
        { to: paths.dashboard.payouts, label: LEDGER_TEXTS.payouts.menu },
        { to: paths.dashboard.auditLog, label: NOTIFICATION_TEXTS.audit.menu },
        { to: paths.dashboard.reportedConversations, label: MESSAGING_TEXTS.admin.menu },
        { to: paths.dashboard.reviews, label: REVIEW_MODERATION_TEXTS.menu },
        { to: paths.dashboard.clusters, label: TRUST_TEXTS.clusters.menu },
      ],
    });
  }
  const account: MenuItem[] = [];
  // Buyers' and sellers' conversations (issue #19). Admins keep the spec's "Messages" (the
  // contact form's) and read conversations only through Reported Conversations.
  if (!loading && !isAdmin) {
    account.push({
      to: paths.dashboard.conversations,
      label: MESSAGING_TEXTS.menu,
      unread: 'conversations',
    });
  }
  // Issue #20: what brings buyers back; offers are for both sides of a deal.
  if (!loading && !isAdmin) {
    account.push(
      { to: paths.dashboard.offers, label: OFFERS_TEXTS.menu },
      { to: paths.dashboard.favourites, label: FAVOURITES_TEXTS.menu },
      { to: paths.dashboard.savedSearches, label: SAVED_SEARCHES_TEXTS.menu },
    );
  }
  account.push(
    { to: paths.dashboard.notifications, label: NOTIFICATION_TEXTS.page.menu },
    { to: paths.dashboard.profile, label: M.profile },
  );
  groups.push({ title: 'Account', items: account });
  return groups;
}

export function DashboardMenu({ role, onNavigate }: { role: MenuRole; onNavigate?: () => void }) {
  return (
    <nav aria-label="Dashboard" className="w-64">
      {/* Flat list with titles: nested menus would draw guide lines beside one-item groups. */}
      <ul className="menu w-full gap-0.5 p-4">
        {dashboardMenuGroups(role).flatMap((group, index) => [
          <li
            key={group.title}
            className={`menu-title text-base-content/70 ${index > 0 ? 'mt-3' : ''}`}
          >
            {group.title}
          </li>,
          ...group.items.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end
                onClick={onNavigate}
                className={({ isActive }) => (isActive ? 'menu-active' : '')}
              >
                {item.label}
                {item.unread && <MessagesUnreadBadge />}
              </NavLink>
            </li>
          )),
        ])}
        {role.loading && (
          <li aria-hidden="true" className="px-4 py-2">
            <div className="skeleton h-4 w-32" />
          </li>
        )}
      </ul>
    </nav>
  );
}
