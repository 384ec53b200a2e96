import {
  ADMIN_TEXTS,
  formatLongDate,
  formatUsd,
  LISTING_REVIEW_TEXTS,
  type ReportedProduct,
} from '@phonebazaar/shared';

const A = ADMIN_TEXTS;

/** The listing: its photo (decorative: the name is beside it), name and price. */
export function ListingCell({ item }: { item: ReportedProduct }) {
  return (
    <div className="flex min-w-52 items-start gap-3 font-normal">
      <img
        src={item.productImg}
        alt=""
        width={64}
        height={48}
        loading="lazy"
        decoding="async"
        className="aspect-[4/3] w-16 shrink-0 rounded-box bg-base-200 object-cover"
      />
      <div className="flex flex-col gap-0.5">
        <span className="font-semibold">{item.productName}</span>
        <span className="text-base-content/70 text-sm">{formatUsd(item.sellingPrice)}</span>
      </div>
    </div>
  );
}

export function SellerCell({ item }: { item: ReportedProduct }) {
  return (
    <div className="flex flex-col gap-0.5">
      <span className="font-medium">{item.sellerName}</span>
      <span className="text-base-content/70 text-sm">{item.sellerEmail}</span>
    </div>
  );
}

/** How many reported it, when last, and the reasons, folded away: there can be many. */
export function ReportsCell({ item }: { item: ReportedProduct }) {
  return (
    <div className="flex min-w-44 flex-col items-start gap-1">
      <span className="badge badge-warning whitespace-nowrap font-semibold">
        {A.reportCount(item.reportCount)}
      </span>
      <span className="text-base-content/70 text-xs">
        {A.lastReported}{' '}
        <time dateTime={item.lastReportedAt}>{formatLongDate(item.lastReportedAt)}</time>
      </span>
      {/* Issue #21: what kind of problem the reporters picked, when the answer says. */}
      {item.categories && item.categories.length > 0 && (
        <ul
          aria-label={`${LISTING_REVIEW_TEXTS.report.categoriesLabel} (${item.productName})`}
          className="flex flex-wrap gap-1"
        >
          {item.categories.map((category) => (
            <li key={category} className="badge badge-outline badge-sm">
              {LISTING_REVIEW_TEXTS.report.categories[category]}
            </li>
          ))}
        </ul>
      )}
      {item.reasons.length === 0 ? (
        <span className="text-base-content/70 text-sm italic">{A.reasonsSummary(0)}</span>
      ) : (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium text-primary">
            {A.reasonsSummary(item.reasons.length)}
            <span className="sr-only"> ({item.productName})</span>
          </summary>
          <ul
            aria-label={A.labels.reasons(item.productName)}
            className="mt-2 flex flex-col gap-1.5"
          >
            {item.reasons.map((reason, index) => (
              // Two reporters can give the same words; the position tells them apart.
              <li
                key={`${index}-${reason}`}
                className="max-w-xs break-words rounded-box bg-base-200 px-3 py-1.5"
              >
                {reason}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
