import { CHUNK_LOAD_TIMEOUT_MS } from '@phonebazaar/shared';
import { claimReload, currentAddress, isStaleChunkError, page } from './stale-chunk';

/**
 * Spec §9: a script chunk that has not arrived after 120 s fails, so the error page shows.
 * A chunk of an older release (stale-chunk.ts) reloads the page once, at the address shown,
 * unless `onStale` is 'reject'; the promise stays pending meanwhile, so no error page flashes,
 * and the timeout still ends the wait should the reload not happen.
 */
export function loadChunk<T>(
  load: () => Promise<T>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
  onStale: 'reload' | 'reject' = 'reload',
) {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The page took longer than ${timeoutMs / 1000} s to load.`)),
      timeoutMs,
    );
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        if (onStale === 'reload' && isStaleChunkError(error) && claimReload(currentAddress())) {
          page.reload();
          return;
        }
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
