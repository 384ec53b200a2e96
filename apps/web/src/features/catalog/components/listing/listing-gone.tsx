import { type ListingGone, paths, LISTING_TEXTS as T } from '@phonebazaar/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../../../../components/ui/page-title';

/**
 * A listing that sold or was taken off the market (the API's 410): say which, and send the
 * visitor on to phones like it, the same brand's page, rather than a dead end.
 */
export function ListingGoneState({ gone, extra }: { gone: ListingGone; extra?: ReactNode }) {
  const title = gone.sold ? T.gone.soldTitle : T.gone.removedTitle;
  return (
    <section
      aria-labelledby="listing-gone"
      className="mx-auto flex w-full max-w-2xl flex-col items-center gap-5 px-4 py-16 text-center"
    >
      <PageTitle title={title} />
      <meta name="robots" content="noindex" />
      <p
        className={`badge badge-lg font-semibold ${gone.sold ? 'badge-error' : 'badge-neutral'}`}
        aria-hidden="true"
      >
        {gone.sold ? 'SOLD' : 'UNLISTED'}
      </p>
      <h1 id="listing-gone" className="font-bold text-3xl">
        {title}
      </h1>
      <p className="text-base-content/80">{gone.sold ? T.gone.soldText : T.gone.removedText}</p>
      {/* Issue #45 item 8: what the app adds for the person reading (their own order). */}
      {extra}
      <div className="flex flex-wrap justify-center gap-3">
        {gone.categoriesId && (
          <Link to={paths.category(gone.categoriesId)} className="btn btn-primary">
            {T.gone.similar}
          </Link>
        )}
        <Link to={paths.allProducts} className="btn btn-ghost">
          {T.gone.allProducts}
        </Link>
      </div>
    </section>
  );
}
