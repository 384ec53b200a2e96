import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { MenuIcon } from '../ui/icons';
import type { NavItem } from './use-nav-links';

/** The phone-width menu: a disclosure that closes on navigation, Escape or an outside click. */
export function MobileMenu({ links }: { links: NavItem[] }) {
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  // Remembering the path it was opened on closes the menu by itself after a navigation.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const setOpen = (value: boolean) => setOpenAt(value ? pathname : null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

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
