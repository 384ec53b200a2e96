import { paths } from '@phonebazaar/shared';
import { useLocation } from 'react-router';

interface FromState {
  from?: { pathname?: unknown; search?: unknown; hash?: unknown } | string;
}

/** Pages that would send the user straight back to a form they just finished. */
const NOT_A_DESTINATION = new Set<string>([paths.login, paths.signup]);

function pathOf(from: FromState['from']): string | null {
  if (typeof from === 'string') return from;
  if (!from || typeof from.pathname !== 'string') return null;
  const search = typeof from.search === 'string' ? from.search : '';
  const hash = typeof from.hash === 'string' ? from.hash : '';
  return `${from.pathname}${search}${hash}`;
}

/**
 * Where to go after signing in: the page that sent the user here (`location.state.from`,
 * set by guards and Book now), else home (spec §2 Login). Only paths on this site count.
 */
export function useReturnTo(): string {
  const { state } = useLocation() as { state: FromState | null };
  const path = pathOf(state?.from);
  if (!path?.startsWith('/') || path.startsWith('//')) return '/';
  if (NOT_A_DESTINATION.has(new URL(path, 'http://x').pathname)) return '/';
  return path;
}

/** The state to pass along a Login <-> Sign up link so the origin survives the detour. */
export function useFromState(): FromState | null {
  const { state } = useLocation() as { state: FromState | null };
  return state?.from ? { from: state.from } : null;
}
