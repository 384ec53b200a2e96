import { useId } from 'react';
import { NavLink } from 'react-router';
import { MenuIcon } from '../ui/icons';
import { useDisclosureMenu } from './use-disclosure-menu';
import type { NavItem } from './use-nav-links';

/** The phone-width menu: a disclosure that closes on navigation, Escape or an outside click. */
export function MobileMenu({ links }: { links: NavItem[] }) {
  const menuId = useId();
  const { rootRef, open, setOpen } = useDisclosureMenu<HTMLDivElement>();

  return (
    <div ref={rootRef} className={`dropdown md:hidden ${open ? 'dropdown-open' : ''}`}>
      <button
        type="button"
        className="btn btn-ghost btn-square"
        aria-label="Menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        <MenuIcon className="size-6" />
      </button>
      <ul
        id={menuId}
        hidden={!open}
        className="menu dropdown-content z-30 mt-2 w-56 rounded-box bg-base-100 p-2 shadow-lg"
      >
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end className={({ isActive }) => (isActive ? 'menu-active' : '')}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
