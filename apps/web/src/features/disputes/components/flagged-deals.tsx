import { DEAL_TEXTS, type FlaggedDeal, formatUsd, formatWhen } from '@phonebazaar/shared';

const T = DEAL_TEXTS.disputes;
const F = T.flagged;

/** A deal's settlement in words ('none' never happens for a paid deal). */
const stateText = (settlement: string) =>
  DEAL_TEXTS.settlement[settlement as keyof typeof DEAL_TEXTS.settlement] ?? settlement;

/**
 * Deals flagged because ten wrong handoff codes were entered (issue #36 N7), beside the
 * disputes: admins can call the parties before the code is guessed.
 */
export function FlaggedDeals({ deals }: { deals: FlaggedDeal[] }) {
  return (
    <section aria-labelledby="disputes-flagged" className="flex flex-col gap-3">
      <h2 id="disputes-flagged" className="font-bold text-xl">
        {F.heading} ({deals.length})
      </h2>
      <p className="text-base-content/80 text-sm">{F.intro}</p>
      <ul className="flex flex-col gap-3">
        {deals.map((deal) => (
          <li key={deal.id}>
            <article
              aria-label={deal.product.name}
              className="flex flex-col gap-2 rounded-box border border-warning bg-base-100 p-4 text-sm"
            >
              <h3 className="break-words font-semibold text-base">{deal.product.name}</h3>
              <p>
                <span className="badge badge-warning">{F.wrongCodes(deal.wrongCodes)}</span>
                {' · '}
                {T.price}: <span className="font-semibold">{formatUsd(deal.price)}</span>
                {' · '}
                {F.state}: {stateText(deal.settlement)}
              </p>
              <p>
                {T.buyer}: {deal.buyer.name} (
                <a href={`mailto:${deal.buyer.email}`} className="link link-primary break-all">
                  {deal.buyer.email}
                </a>
                ) · {T.seller}: {deal.seller.name} (
                <a href={`mailto:${deal.seller.email}`} className="link link-primary break-all">
                  {deal.seller.email}
                </a>
                )
              </p>
              <p>
                {F.flaggedOn} <time dateTime={deal.flaggedAt}>{formatWhen(deal.flaggedAt)}</time>
                {deal.lockedUntil && (
                  <>
                    {' · '}
                    {F.lockedUntil}{' '}
                    <time dateTime={deal.lockedUntil}>
                      {formatWhen(deal.lockedUntil, { relative: false })}
                    </time>
                  </>
                )}
              </p>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
