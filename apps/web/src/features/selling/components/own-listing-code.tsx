import {
  formatWhen,
  LISTING_REVIEW_TEXTS,
  type OwnProduct,
  type SelfTestLink,
} from '@phonebazaar/shared';
import { lazy, Suspense, useState } from 'react';
import toast from 'react-hot-toast';
import { describeError } from '../../../lib/errors';
import { loadChunk } from '../../../lib/lazy-route';
import { useChangeListingCode, useSelfTestLink } from '../api/self-test-link';

const T = LISTING_REVIEW_TEXTS.own;
// The QR encoder is a chunk of its own, fetched when a link is asked for (decision 044).
const SelfTestQr = lazy(() => loadChunk(() => import('./self-test-qr')));

// The one date format (issue #37): a deadline is absolute, with its weekday.
const timeOf = (iso: string) => formatWhen(iso, { relative: false });

/**
 * Issue #36 item 3 (decision 056) on a seller's own row: the listing's code, "Change code"
 * (the old one stops working) and "Test this phone": a single-use link, valid an hour, shown
 * as a link and a QR code to open on the phone being sold.
 */
export function OwnListingCode({
  listing,
}: {
  listing: Pick<OwnProduct, '_id' | 'productName' | 'listingCode' | 'sold'>;
}) {
  const [link, setLink] = useState<SelfTestLink | undefined>();
  const [confirming, setConfirming] = useState(false);
  const ask = useSelfTestLink();
  const change = useChangeListingCode();
  if (!listing.listingCode || listing.sold) return null;

  const askLink = () =>
    ask.mutate(listing._id, {
      onSuccess: setLink,
      onError: (error) => toast.error(describeError(error)),
    });
  const changeCode = () =>
    change.mutate(listing._id, {
      onSuccess: ({ listingCode }) => {
        // The link names the old code: it opens nothing now.
        setLink(undefined);
        setConfirming(false);
        toast.success(T.codeChanged(listingCode));
      },
      onError: (error) => toast.error(describeError(error)),
    });

  return (
    <div className="flex flex-col gap-2 text-sm">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span>
          <span className="text-base-content/70">{T.code}</span>{' '}
          <span className="font-mono font-semibold tracking-widest">{listing.listingCode}</span>
        </span>
        <button
          type="button"
          className="btn btn-xs btn-primary"
          aria-label={T.selfTestOf(listing.productName)}
          disabled={ask.isPending}
          onClick={askLink}
        >
          {T.selfTest}
        </button>
        {!confirming && (
          <button
            type="button"
            className="btn btn-xs btn-ghost"
            aria-label={T.changeCodeOf(listing.productName)}
            onClick={() => setConfirming(true)}
          >
            {T.changeCode}
          </button>
        )}
      </p>
      {confirming && (
        <fieldset
          aria-label={T.changeCodeOf(listing.productName)}
          className="flex flex-wrap items-center gap-2"
        >
          <p>{T.changeCodeConfirm}</p>
          <button
            type="button"
            className="btn btn-xs btn-warning"
            disabled={change.isPending}
            onClick={changeCode}
          >
            {T.changeCodeYes}
          </button>
          <button type="button" className="btn btn-xs" onClick={() => setConfirming(false)}>
            {T.changeCodeNo}
          </button>
        </fieldset>
      )}
      {link && (
        <section aria-label={T.selfTestLink} className="flex flex-wrap items-start gap-3">
          <Suspense fallback={<p role="status">{T.selfTestQrLoading}</p>}>
            <SelfTestQr url={link.url} alt={T.selfTestQrAlt(listing.productName)} />
          </Suspense>
          <div className="flex min-w-0 flex-col gap-1">
            <p>{T.selfTestHint}</p>
            <a href={link.url} className="link link-primary break-all">
              {link.url}
            </a>
            <p className="text-base-content/70">{T.selfTestExpires(timeOf(link.expiresAt))}</p>
          </div>
        </section>
      )}
    </div>
  );
}
