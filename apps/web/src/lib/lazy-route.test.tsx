import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadChunk } from './lazy-route';
import { isStaleChunkError, noticeAddress, page } from './stale-chunk';

// What Chromium says when a chunk named by an older release is no longer on the server.
const stale = () =>
  new TypeError('Failed to fetch dynamically imported module: /assets/layout-old1234.js');

describe('loadChunk (chunks outside the router)', () => {
  let reload: ReturnType<typeof vi.spyOn>;
  let open: ReturnType<typeof vi.spyOn>;
  let notice: HTMLDivElement;

  beforeEach(() => {
    sessionStorage.clear();
    reload = vi.spyOn(page, 'reload').mockImplementation(() => {});
    open = vi.spyOn(page, 'open').mockImplementation(() => {});
    // index.html's notice, as the app's page has it.
    notice = document.createElement('div');
    notice.id = 'new-version-notice';
    notice.hidden = true;
    notice.append(document.createElement('button'));
    document.body.append(notice);
  });

  afterEach(() => {
    vi.restoreAllMocks();
    notice.remove();
  });

  it('When a chunk of an older release fails, then the page reloads once while the load stays pending, and a second failure shows the new-version notice instead', async () => {
    let settled = false;
    void loadChunk(() => Promise.reject(stale()), 60_000).finally(() => {
      settled = true;
    });
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);

    let secondSettled = false;
    void loadChunk(() => Promise.reject(stale()), 60_000).finally(() => {
      secondSettled = true;
    });
    await waitFor(() => expect(noticeAddress()).toBe('/'));
    expect(secondSettled).toBe(false);
    expect(notice.hidden).toBe(false);
    notice.querySelector('button')?.click();
    expect(open).toHaveBeenCalledWith('/');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('When the reload does not happen, then the time limit still ends the wait with an error', async () => {
    await expect(loadChunk(() => Promise.reject(stale()), 30)).rejects.toThrow(
      'The page took longer than 0.03 s to load.',
    );
  });

  it('When a chunk never arrives, then it fails after the time limit', async () => {
    await expect(loadChunk(() => new Promise(() => {}), 30)).rejects.toThrow(/took longer/);
    expect(reload).not.toHaveBeenCalled();
  });

  it("When Vite cannot load a chunk's stylesheet, then it counts as a stale chunk; other errors do not", () => {
    expect(isStaleChunkError(new Error('Unable to preload CSS for /assets/layout-old.css'))).toBe(
      true,
    );
    expect(isStaleChunkError(stale())).toBe(true);
    expect(isStaleChunkError(new Error('Module exploded'))).toBe(false);
  });
});
