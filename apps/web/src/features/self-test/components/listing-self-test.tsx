import { type PublicListing, SELF_TEST_TEXTS as T } from '@phonebazaar/shared';
import { formatDay, ResultsList } from './results-list';

/**
 * The listing page's self-test section (issue #21): the newest seller run whose signature the
 * server verified, a stale note after 30 days, and plainly what a browser cannot check.
 */
export function ListingSelfTest({ listing }: { listing: PublicListing }) {
  const report = listing.selfTest;
  return (
    <section aria-labelledby="self-test-heading" className="mx-auto w-full max-w-6xl px-4 py-4">
      <h2 id="self-test-heading" className="font-semibold text-lg">
        {T.listing.heading}
      </h2>
      {report ? (
        <div className="mt-2 flex flex-col gap-2">
          <p className="font-medium">{T.listing.ranOn(formatDay(report.createdAt))}</p>
          {report.stale && (
            <p role="note" className="alert alert-warning">
              {T.listing.stale}
            </p>
          )}
          <ResultsList
            results={report.results}
            label={T.listing.ranOn(formatDay(report.createdAt))}
          />
          {report.modelHint && <p className="text-sm">{T.listing.model(report.modelHint)}</p>}
        </div>
      ) : (
        <p className="mt-2 text-base-content/70">{T.listing.none}</p>
      )}
      <p className="mt-2 text-base-content/70 text-sm">{T.listing.cannotCheck}</p>
    </section>
  );
}
