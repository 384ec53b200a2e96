import { HEADER_TEXTS, paths, TEXTS } from '@phonebazaar/shared';
import { useId, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { useDisclosureMenu } from '../../components/layout/use-disclosure-menu';
import { useRole } from '../../features/auth/hooks/use-role';
import { dashboardMenuGroups } from '../../features/dashboard/components/dashboard-menu';
import { MessagesNavLink } from '../../features/messaging/components/messages-nav-link';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import type { SessionUser } from '../../lib/session';

/**
 * A signed-in person's side of the header (issue #37): Messages and the bell as 44 px targets
 * with their counts on the corner, and the avatar, which opens a menu with the site's and the
 * dashboard's links and Logout. One row on a phone. Loaded on its own: a visitor's first page
 * never carries it (decision 044's budget).
 */
export function AccountControls({ user, onLogout }: { user: SessionUser; onLogout: () => void }) {
  return (
    <div className="flex items-center gap-0.5 sm:gap-2">
      <SellLink />
      <MessagesNavLink />
      <NotificationBell />
      <AccountMenu user={user} onLogout={onLogout} />
      <button type="button" className="btn btn-outline max-sm:hidden" onClick={onLogout}>
        {TEXTS.nav.logout}
      </button>
    </div>
  );
}

/**
 * The header's Sell (issue #46 item 2): a seller or admin (spec §6: both may sell) goes to Add
 * Product, a buyer to Start selling. While the role is being asked, Add Product: its guard
 * offers a buyer Start selling too.
 */
function SellLink() {
  const role = useRole();
  return (
    <Link
      to={role.isBuyer ? paths.dashboard.startSelling : paths.dashboard.addProduct}
      className="btn btn-outline btn-primary mr-1 min-h-11 px-3"
    >
      {HEADER_TEXTS.sell}
    </Link>
  );
}

/** The avatar's menu: a disclosure that closes on navigation, Escape or an outside click. */
function AccountMenu({ user, onLogout }: { user: SessionUser; onLogout: () => void }) {
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { rootRef, open, setOpen } = useDisclosureMenu<HTMLDivElement>(buttonRef);
  const role = useRole();
  const name = user.displayName || user.email;

  const links = [
    { to: paths.home, label: TEXTS.nav.home },
    { to: paths.blog, label: TEXTS.nav.blog },
  ];
  return (
    <div ref={rootRef} className={`dropdown dropdown-end ${open ? 'dropdown-open' : ''}`}>
      <button
        ref={buttonRef}
        type="button"
        className="btn btn-ghost btn-circle size-11 p-0"
        aria-label={HEADER_TEXTS.accountMenu(name)}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        <UserAvatar name={name} photoURL={user.photoURL} />
      </button>
      <ul
        id={menuId}
        hidden={!open}
        className="menu dropdown-content z-40 mt-2 max-h-[75vh] w-64 flex-nowrap overflow-y-auto rounded-box border border-base-300 bg-base-100 p-2 shadow-lg"
      >
        <li className="menu-title truncate text-base-content/80">{name}</li>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end className="min-h-11">
              {link.label}
            </NavLink>
          </li>
        ))}
        {dashboardMenuGroups(role).flatMap((group) => [
          <li key={group.title} className="menu-title mt-2 text-base-content/70">
            {group.title}
          </li>,
          ...group.items.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end
                className={({ isActive }) => `min-h-11 ${isActive ? 'menu-active' : ''}`}
              >
                {item.label}
              </NavLink>
            </li>
          )),
        ])}
        <li className="mt-2 border-base-300 border-t pt-2">
          <button type="button" className="min-h-11" onClick={onLogout}>
            {TEXTS.nav.logout}
          </button>
        </li>
      </ul>
    </div>
  );
}

/**
 * The user's photo, or their initial when there is none or it fails to load (a social
 * provider's photo on another origin may be refused by the site's CSP, decision 005).
 */
function UserAvatar({ name, photoURL }: { name: string; photoURL: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (photoURL && failedSrc !== photoURL) {
    return (
      <img
        src={photoURL}
        alt={name}
        width={40}
        height={40}
        onError={() => setFailedSrc(photoURL)}
        className="size-9 rounded-full object-cover ring-2 ring-primary/40 sm:size-10"
      />
    );
  }
  return (
    <span className="avatar avatar-placeholder">
      <span className="size-9 rounded-full bg-neutral text-neutral-content sm:size-10">
        <span role="img" aria-label={name}>
          {name.charAt(0).toUpperCase()}
        </span>
      </span>
    </span>
  );
}
