import { type RefObject, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * A header menu's open state (the phone menu, the avatar's menu): open on the path it was
 * opened on, so a navigation closes it by itself; Escape and a click outside `rootRef` close it
 * too, and Escape gives the focus back to `buttonRef` when there is one.
 */
export function useDisclosureMenu<T extends HTMLElement>(
  buttonRef?: RefObject<HTMLButtonElement | null>,
) {
  const rootRef = useRef<T>(null);
  const { pathname } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenAt(null);
      buttonRef?.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenAt(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, buttonRef]);

  const setOpen = (value: boolean) => setOpenAt(value ? pathname : null);
  return { rootRef, open, setOpen };
}
