import {
  type Cluster,
  type ClusterDeal,
  formatLongDate,
  formatUsd,
  TRUST_TEXTS,
} from '@phonebazaar/shared';

const T = TRUST_TEXTS.clusters;

/** A deal between two accounts of the cluster: what, for how much, and whether it counts. */
function DealLine({ deal, names }: { deal: ClusterDeal; names: Map<string, string> }) {
  const verdict = deal.verdict;
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <span className="font-medium">{T.dealLine(deal.productName, formatUsd(deal.price))}</span>
      <span className="text-base-content/80">
        {names.get(deal.sellerId) ?? deal.sellerId} → {names.get(deal.buyerId) ?? deal.buyerId}
      </span>
      {verdict === null ? (
        <span className="badge badge-ghost badge-sm">{T.open}</span>
      ) : verdict.counted ? (
        <span className="badge badge-success badge-sm">{T.counted}</span>
      ) : (
        <span className="flex flex-wrap gap-1">
          <span className="badge badge-warning badge-sm">{T.notCounted}</span>
          {verdict.reasons.map((reason) => (
            <span key={reason} className="badge badge-outline badge-sm">
              {TRUST_TEXTS.reasons[reason]}
            </span>
          ))}
        </span>
      )}
    </li>
  );
}

/** One cluster: what the accounts share, the accounts, and the deals between them. */
export function ClusterCard({ cluster, headingId }: { cluster: Cluster; headingId: string }) {
  const names = new Map(cluster.accounts.map((a) => [a.id, a.name || a.email]));
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-box border border-base-300 bg-base-100 p-4"
    >
      <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id={headingId} className="font-bold text-lg">
          {T.kind[cluster.kind]}
        </h2>
        <code className="break-all text-sm">{cluster.value}</code>
        <span className="text-base-content/80 text-sm">{T.accounts(cluster.accounts.length)}</span>
      </header>
      <ul className="flex flex-col gap-1">
        {cluster.accounts.map((account) => (
          <li key={account.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span className="font-medium">{account.name || account.email}</span>
            <span className="break-all text-base-content/80">{account.email}</span>
            <span className="text-base-content/80">
              {T.memberSince(formatLongDate(account.createdAt))}
            </span>
            {account.phoneVerified && (
              <span className="badge badge-outline badge-sm">{T.phoneVerified}</span>
            )}
            {account.deleted && <span className="badge badge-ghost badge-sm">{T.deleted}</span>}
          </li>
        ))}
      </ul>
      <section aria-label={T.deals} className="flex flex-col gap-1">
        <h3 className="font-semibold text-sm">{T.deals}</h3>
        {cluster.deals.length === 0 ? (
          <p className="text-base-content/80 text-sm">{T.noDeals}</p>
        ) : (
          <ul className="flex flex-col gap-1">
            {cluster.deals.map((deal) => (
              <DealLine key={deal.bookingId} deal={deal} names={names} />
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
