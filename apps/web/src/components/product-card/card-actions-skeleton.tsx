/** Holds the place of a card's buttons while the viewer's role (or their code) loads. */
export function CardActionsSkeleton() {
  return <div aria-hidden="true" className="skeleton h-10 w-full" />;
}
