import { paths, TEXTS } from '@phonebazaar/shared';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { Brand } from '../../components/layout/brand';
import { MobileMenu } from '../../components/layout/mobile-menu';
import { useNavLinks } from '../../components/layout/use-nav-links';
import { NavbarSearch } from '../../features/search/components/navbar-search';
import { useSession } from '../../lib/session';

// Only signed-in people see the bell, and it needs the bearer-token client: loaded on its own
// so a visitor's first page stays inside the JavaScript budget.
const NotificationBell = lazy(() =>
  import('../../features/notifications/components/notification-bell').then((m) => ({
    default: m.NotificationBell,
  })),
);
// The same for Messages (issue #19): only signed-in people have conversations.
const MessagesNavLink = lazy(() =>
  import('../../features/messaging/components/messages-nav-link').then((m) => ({
    default: m.MessagesNavLink,
  })),
);

export function Navbar() {
  const links = useNavLinks();
  return (
    <header className="border-base-300 border-b bg-base-100">
      {/* Wraps below lg: the search box takes a full-width second row on phones and tablets. */}
      <nav
        aria-label="Main"
        className="navbar mx-auto max-w-7xl flex-wrap gap-x-2 gap-y-1 px-4 pb-3 lg:pb-2"
      >
        <div className="navbar-start w-auto gap-1">
          <MobileMenu links={links} />
          <Brand />
        </div>
        <ul className="navbar-center menu menu-horizontal hidden shrink-0 gap-1 md:flex">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end
                className={({ isActive }) => `font-medium ${isActive ? 'menu-active' : ''}`}
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <NavbarSearch className="order-last w-full lg:order-none lg:mx-4 lg:w-auto lg:max-w-md lg:flex-1" />
        <div className="navbar-end ml-auto w-auto">
          <SessionControls />
        </div>
      </nav>
    </header>
  );
}

function SessionControls() {
  const session = useSession();
  if (session.status === 'loading') {
    return (
      <div className="skeleton size-10 rounded-full" role="status" aria-label="Loading account" />
    );
  }
  if (session.status === 'signed-out') {
    return (
      <Link to={paths.login} className="btn btn-primary">
        {TEXTS.nav.login}
      </Link>
    );
  }
  const { user } = session;
  return (
    // Compact on phones, where the brand, avatar and Logout share 375 px.
    <div className="flex items-center gap-1 sm:gap-3">
      <Suspense fallback={null}>
        <MessagesNavLink />
      </Suspense>
      <Suspense fallback={<span className="size-8 sm:size-12" aria-hidden="true" />}>
        <NotificationBell />
      </Suspense>
      <UserAvatar name={user.displayName || user.email} photoURL={user.photoURL} />
      <button
        type="button"
        className="btn btn-outline btn-sm sm:btn-md"
        onClick={() => void session.logout()}
      >
        {TEXTS.nav.logout}
      </button>
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
    <div className="avatar avatar-placeholder">
      <div className="size-9 rounded-full bg-neutral text-neutral-content sm:size-10">
        <span role="img" aria-label={name}>
          {name.charAt(0).toUpperCase()}
        </span>
      </div>
    </div>
  );
}
