import { STALE_TEXTS } from '@phonebazaar/shared';
import { useSyncExternalStore } from 'react';
import { newVersionNotice, page } from '../../lib/stale-chunk';

/**
 * "A new version is available - Reload" (issue #46 item 3): shown when a script chunk still
 * failed after the one automatic reload, so a tab left open across a release is never a
 * silent dead end. Outside the router (app/providers.tsx), on top of whatever the page shows.
 */
export function NewVersionNotice() {
  const address = useSyncExternalStore(
    newVersionNotice.subscribe,
    newVersionNotice.address,
    () => null,
  );
  if (address === null) return null;
  return (
    <div
      role="alert"
      className="fixed inset-x-2 bottom-4 z-[70] mx-auto flex max-w-lg flex-wrap items-center gap-3 rounded-box border border-base-300 bg-base-100 p-4 text-base-content shadow-lg"
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{STALE_TEXTS.newVersion}</p>
        <p className="text-sm">{STALE_TEXTS.body}</p>
      </div>
      <button type="button" className="btn btn-primary min-h-11" onClick={() => page.open(address)}>
        {STALE_TEXTS.reload}
      </button>
    </div>
  );
}
