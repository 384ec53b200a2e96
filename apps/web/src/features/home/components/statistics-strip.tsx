import { STATISTICS } from '@phonebazaar/shared';

/** Spec §2: static numbers, shown as they are. */
export function StatisticsStrip() {
  return (
    <section aria-labelledby="stats-heading" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="stats-heading" className="mb-6 font-bold text-3xl">
        PhoneBazaar in Numbers
      </h2>
      <dl className="stats stats-vertical w-full bg-base-200 shadow-sm md:stats-horizontal">
        {STATISTICS.map((stat) => (
          <div key={stat.label} className="stat place-items-center">
            <dt className="stat-title text-base-content/80">{stat.label}</dt>
            <dd className="stat-value text-primary">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
