import { LISTING_TEXTS as T } from '@phonebazaar/shared';
import { toast } from '../../../../lib/toast';

/**
 * Share a listing (issue #16): the system's share sheet where there is one (phones), else the
 * link is copied and a toast says so. Cancelling the share sheet is not an error.
 */
export function ShareButton({ url, title }: { url: string; title: string }) {
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        // Refused (no user gesture left, a policy): copying still works.
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(T.linkCopied);
    } catch {
      toast.error(T.copyFailed);
    }
  };

  return (
    <button type="button" className="btn btn-outline" onClick={() => void share()}>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <circle cx="18" cy="5" r="3" />
        <circle cx="6" cy="12" r="3" />
        <circle cx="18" cy="19" r="3" />
        <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
      </svg>
      {T.share}
    </button>
  );
}
