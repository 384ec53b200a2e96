import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex="0"]';

/**
 * A phone-width side drawer (daisyUI's drawer) that behaves like a dialog for the keyboard
 * (issue #23 item 6): opening moves focus into it, Esc closes it and gives focus back to the
 * button that opened it, and the page behind is inert while it is open. Keyed by path, so
 * picking a link in it closes it by itself.
 */
export function useRouteDrawer() {
  const { pathname } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const close = useCallback(() => {
    setOpenAt(null);
    toggleRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close]);

  return {
    open,
    setOpen: (next: boolean) => setOpenAt(next ? pathname : null),
    toggle: () => setOpenAt(open ? null : pathname),
    close,
    toggleRef,
    panelRef,
  };
}
