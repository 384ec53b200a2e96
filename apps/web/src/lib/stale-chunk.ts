/**
 * A tab opened before a release asks for its own script chunks. The server keeps them for a
 * while (decision 028); past that, or should one be missing, loading it fails. Reloading the
 * page fetches the new release's index.html, which names chunks that exist. One reload per
 * release and address: if the chunk still fails after it, the route's error page shows
 * instead of a reload loop. The page a route shows meanwhile is app/page-route.tsx's.
 */

const RELOADS_KEY = 'pb-chunk-reloads';
const MAX_REMEMBERED = 20;
// This module's own address: a hashed chunk name in a build, so it names the release.
const RELEASE = import.meta.url;

/** Indirection for tests: jsdom cannot reload, and window.location cannot be spied on. */
export const page = {
  reload: () => window.location.reload(),
  /** Loads `address` as a new document: the reload of a page the tab was on its way to. */
  open: (address: string) => window.location.assign(address),
};

/**
 * A chunk that could not be fetched: the browser's TypeError for a failed dynamic import,
 * or Vite's error for a stylesheet a chunk needs (it is not a TypeError).
 */
export function isStaleChunkError(error: unknown): error is Error {
  return (
    error instanceof TypeError ||
    (error instanceof Error && error.message.startsWith('Unable to preload CSS'))
  );
}

function reloads(): string[] | undefined {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(RELOADS_KEY) ?? '[]');
    return Array.isArray(saved) ? saved.filter((item) => typeof item === 'string') : [];
  } catch {
    // Without storage a reload could not be remembered, so none is made (no loop).
    return undefined;
  }
}

/** Whether this release already reloaded at this address (or cannot remember doing so). */
export function hasReloaded(address: string): boolean {
  return reloads()?.includes(`${RELEASE} ${address}`) ?? true;
}

/** Records a reload at this address; false when one was made already, so none is due. */
export function claimReload(address: string): boolean {
  const done = reloads();
  const mark = `${RELEASE} ${address}`;
  if (!done || done.includes(mark)) return false;
  try {
    sessionStorage.setItem(RELOADS_KEY, JSON.stringify([...done, mark].slice(-MAX_REMEMBERED)));
    return true;
  } catch {
    return false;
  }
}

export const currentAddress = () => `${window.location.pathname}${window.location.search}`;

/*
 * The last word when a reload did not bring the chunk (issue #46 item 3): a plain notice,
 * "A new version is available - Reload", over whatever the page is doing (a navigation left
 * waiting, a dialog that never opened, the route's error page). Its markup is in index.html:
 * it is on every page, must not need a chunk itself, and costs no page's first-load budget.
 */
let noticeAt: string | null = null;

/** The address the notice's Reload opens, or null while there is no notice. */
export const noticeAddress = () => noticeAt;

/** Shows the notice; its Reload loads `address`, the page the person asked for. */
export function showNewVersionNotice(address: string = currentAddress()) {
  noticeAt = address;
  const box = document.getElementById('new-version-notice');
  const reload = box?.querySelector('button');
  if (box && reload) {
    box.hidden = false;
    reload.onclick = () => page.open(address);
  }
}

/**
 * What to do with a chunk that failed outside a route: reload once at `address`, else the
 * notice. False when the error is not a stale chunk (or there is no browser: the
 * prerenderer), so the caller throws it as before.
 */
export function recoverFromStaleChunk(error: unknown, address = currentAddress()): boolean {
  if (typeof window === 'undefined' || !isStaleChunkError(error)) return false;
  if (!claimReload(address)) showNewVersionNotice(address);
  else if (address === currentAddress()) page.reload();
  else page.open(address);
  return true;
}
