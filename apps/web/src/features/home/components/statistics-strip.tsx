import { formatCount, MARKETPLACE_STAT_LABELS, type MarketplaceStats } from '@phonebazaar/shared';
import { useMarketplaceStats } from '../api/get-stats';

const ORDER = Object.keys(MARKETPLACE_STAT_LABELS) as (keyof MarketplaceStats)[];

/**
 * The spec's statistics strip, with the marketplace's real counts instead of made-up static
 * ones (issue #23 item 15, decision 024). While they load each value is a placeholder of the
 * same size, so nothing below moves; if they fail, the strip says so quietly.
 */
export function StatisticsStrip() {
  const stats = useMarketplaceStats();
  return (
    <section aria-labelledby="stats-heading" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="stats-heading" className="mb-6 font-bold text-3xl">
        PhoneBazaar in Numbers
      </h2>
      <dl
        className="stats stats-vertical w-full bg-base-200 shadow-sm md:stats-horizontal"
        aria-busy={stats.isPending}
      >
        {ORDER.map((key) => (
          <div key={key} className="stat place-items-center">
            <dt className="stat-title text-base-content/80">{MARKETPLACE_STAT_LABELS[key]}</dt>
            <dd className="stat-value text-primary">
              {stats.data ? (
                formatCount(stats.data[key])
              ) : (
                <span className="inline-block h-[1em] w-16 rounded bg-base-300 align-middle">
                  <span className="sr-only">{stats.isError ? 'Not available' : 'Loading'}</span>
                </span>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
