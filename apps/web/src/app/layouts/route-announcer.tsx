import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';

/** How long a new page may take to draw its main heading (lazy chunks, data) before we stop looking. */
const MAX_FRAMES = 180;

/**
 * After a client-side route change, focus moves to the new page's main heading and the page
 * is announced by its title (issue #23 item 6). Without it, focus stays on the link or button
 * that navigated, now gone or mid-page, and a screen reader hears nothing. The first page of a
 * visit is left alone (the browser announces it), and so is a page that opened a dialog.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const shown = useRef(pathname);
  const [message, setMessage] = useState('');

  useEffect(() => {
    if (navigation.state !== 'idle' || shown.current === pathname) return;
    shown.current = pathname;
    let frame = 0;
    let frames = 0;
    const settle = () => {
      const heading = document.querySelector<HTMLElement>('main h1, h1');
      if (!heading && frames++ < MAX_FRAMES) {
        frame = requestAnimationFrame(settle);
        return;
      }
      setMessage(document.title);
      if (!heading || document.querySelector('dialog[open]')) return;
      // -1: focusable by script only, no extra Tab stop.
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    };
    frame = requestAnimationFrame(settle);
    return () => cancelAnimationFrame(frame);
  }, [pathname, navigation.state]);

  return (
    <p aria-live="polite" aria-atomic="true" className="sr-only" data-testid="route-announcer">
      {message}
    </p>
  );
}
