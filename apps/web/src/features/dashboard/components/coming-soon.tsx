import { Link } from 'react-router';

/**
 * A placeholder for dashboard screens built by later issues: the menu links and route
 * guards work today, and the page says plainly that the screen is on its way.
 */
export function ComingSoon({ title }: { title: string }) {
  return (
    <section className="flex flex-col gap-6">
      <h1 className="font-bold text-3xl">{title}</h1>
      <div className="flex flex-col items-center gap-4 rounded-box border border-base-300 border-dashed bg-base-100 px-6 py-14 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
          <svg
            viewBox="0 0 24 24"
            className="size-7"
            fill="none"
            stroke="currentColor"
            strokeWidth={1.5}
            aria-hidden="true"
            focusable="false"
          >
            <path
              strokeLinecap="round"
              strokeLinejoin="round"
              d="M11.42 15.17 17.25 21A2.652 2.652 0 0 0 21 17.25l-5.877-5.877M11.42 15.17l2.496-3.03c.317-.384.74-.626 1.208-.766M11.42 15.17l-4.655 5.653a2.548 2.548 0 1 1-3.586-3.586l6.837-5.63m5.108-.233c.55-.164 1.163-.188 1.743-.14a4.5 4.5 0 0 0 4.486-6.336l-3.276 3.277a3.004 3.004 0 0 1-2.25-2.25l3.276-3.276a4.5 4.5 0 0 0-6.336 4.486c.091 1.076-.071 2.264-.904 2.95l-.102.085m-1.745 1.437L5.909 7.5H4.5L2.25 3.75l1.5-1.5L7.5 4.5v1.409l4.26 4.26m-1.745 1.437 1.745-1.437m6.615 8.206L15.75 15.75M4.867 19.125h.008v.008h-.008v-.008Z"
            />
          </svg>
        </span>
        <p className="font-semibold text-lg">Coming soon</p>
        <p className="max-w-md text-base-content/80">
          The {title} screen is being built. Everything else in your dashboard works today.
        </p>
        <Link to="/dashboard" className="btn btn-outline btn-sm">
          Back to All Products
        </Link>
      </div>
    </section>
  );
}
