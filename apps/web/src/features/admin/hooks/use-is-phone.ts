import { useSyncExternalStore } from 'react';

/** Below Tailwind's `sm` breakpoint (640 px): the admin lists stack their rows as cards. */
const PHONE_QUERY = '(max-width: 639.98px)';

function subscribe(onChange: () => void) {
  const list = window.matchMedia(PHONE_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/**
 * Whether the screen is phone-sized, kept current as it rotates or resizes. One layout is
 * rendered at a time, so assistive technology gets either a real table or a list of
 * cards, never both and never a table whose display was changed (which can drop its
 * table semantics in some browsers).
 */
export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(PHONE_QUERY).matches);
}
