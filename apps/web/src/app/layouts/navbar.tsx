import { HEADER_TEXTS, paths, TEXTS } from '@phonebazaar/shared';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Brand } from '../../components/layout/brand';
import { MobileMenu } from '../../components/layout/mobile-menu';
import { useNavLinks } from '../../components/layout/use-nav-links';
import { SearchIcon } from '../../components/ui/icons';
import { NavbarSearch } from '../../features/search/components/navbar-search';
import { loadChunk } from '../../lib/lazy-route';
import { useSession } from '../../lib/session';

// Only signed-in people see the bell, Messages and the avatar's menu, and they need the
// bearer-token client and the role: loaded on their own so a visitor's first page stays inside
// the JavaScript budget.
// A chunk gone after a release reloads once, then shows the new-version notice (issue #46).
const AccountControls = lazy(() =>
  loadChunk(() => import('./account-menu')).then((m) => ({ default: m.AccountControls })),
);

export function Navbar() {
  const links = useNavLinks();
  const { status } = useSession();
  const { pathname } = useLocation();
  const signedIn = status === 'signed-in';
  // Issue #37: signed in, a phone's header is one row. The search box keeps its own row only
  // where people come to search (home, search); elsewhere a button opens it.
  const searchRow = pathname === paths.home || pathname === paths.search();
  const [searchOpenAt, setSearchOpenAt] = useState<string | null>(null);
  const compact = signedIn && !searchRow;
  const searchShown = !compact || searchOpenAt === pathname;
  return (
    <header className="border-base-300 border-b bg-base-100">
      {/* Wraps below lg: the search box takes a full-width second row on phones and tablets. */}
      <nav
        aria-label="Main"
        className={`navbar mx-auto max-w-7xl flex-wrap gap-x-2 gap-y-1 px-4 lg:pb-2 ${
          compact && !searchShown ? 'max-sm:min-h-0 max-sm:px-2' : 'pb-3'
        }`}
      >
        <div className="navbar-start w-auto gap-1">
          {/* Signed in, the avatar's menu holds these links on a phone. */}
          <div className={signedIn ? 'contents max-sm:hidden' : 'contents'}>
            <MobileMenu links={links} />
          </div>
          <Brand compact={signedIn} />
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
        <NavbarSearch
          className={`order-last w-full lg:order-none lg:mx-4 lg:w-auto lg:max-w-md lg:flex-1 ${
            searchShown ? '' : 'max-lg:hidden'
          }`}
        />
        <div className="navbar-end ml-auto w-auto gap-0.5">
          {compact && (
            <button
              type="button"
              className="btn btn-ghost btn-circle size-11 lg:hidden"
              aria-label={HEADER_TEXTS.openSearch}
              aria-expanded={searchShown}
              onClick={() => setSearchOpenAt(searchShown ? null : pathname)}
            >
              <SearchIcon className="size-6" />
            </button>
          )}
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
      <>
        {/* Issue #46 item 2: where selling lives, for visitors too (sign up as a seller). */}
        <Link to={paths.sellSignUp} className="btn btn-outline btn-primary min-h-11 px-3">
          {HEADER_TEXTS.sell}
        </Link>
        {/* px-3: Sell, Login, the menu and the name share one 375 px row. */}
        <Link to={paths.login} className="btn btn-primary min-h-11 px-3">
          {TEXTS.nav.login}
        </Link>
      </>
    );
  }
  return (
    <Suspense fallback={<span className="size-11" aria-hidden="true" />}>
      <AccountControls user={session.user} onLogout={() => void session.logout()} />
    </Suspense>
  );
}
