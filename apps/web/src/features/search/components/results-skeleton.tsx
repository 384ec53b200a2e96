/** Card-shaped placeholders sized like real cards, so the grid does not jump on arrival. */
export function ResultsSkeleton({ columns, count = 3 }: { columns: string; count?: number }) {
  return (
    <div className={`grid gap-6 ${columns}`} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="card card-border overflow-hidden bg-base-100">
          <div className="skeleton aspect-[4/3] rounded-none" />
          <div className="card-body gap-3 p-5">
            <div className="skeleton h-6 w-3/4" />
            <div className="skeleton h-8 w-1/3" />
            <div className="skeleton h-16 w-full" />
            <div className="skeleton h-10 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
