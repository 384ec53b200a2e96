import { TEXTS } from '@phonebazaar/shared';
import { Link, NavLink } from 'react-router';
import { useSession } from '../../lib/session';
import { Brand } from './brand';
import { MobileMenu } from './mobile-menu';
import { useNavLinks } from './use-nav-links';

export function Navbar() {
  const links = useNavLinks();
  return (
    <header className="border-base-300 border-b bg-base-100">
      <nav aria-label="Main" className="navbar mx-auto max-w-7xl gap-2 px-4">
        <div className="navbar-start gap-1">
          <MobileMenu links={links} />
          <Brand />
        </div>
        <ul className="navbar-center menu menu-horizontal hidden gap-1 md:flex">
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
        <div className="navbar-end">
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
      <Link to="/login" className="btn btn-primary">
        {TEXTS.nav.login}
      </Link>
    );
  }
  const { user } = session;
  return (
    <div className="flex items-center gap-3">
      {user.photoURL ? (
        <img
          src={user.photoURL}
          alt={user.displayName || user.email}
          width={40}
          height={40}
          className="size-10 rounded-full object-cover ring-2 ring-primary/40"
        />
      ) : (
        <div className="avatar avatar-placeholder">
          <div className="size-10 rounded-full bg-neutral text-neutral-content">
            <span role="img" aria-label={user.displayName || user.email}>
              {(user.displayName || user.email).charAt(0).toUpperCase()}
            </span>
          </div>
        </div>
      )}
      <button type="button" className="btn btn-outline" onClick={() => void session.logout()}>
        {TEXTS.nav.logout}
      </button>
    </div>
  );
}
