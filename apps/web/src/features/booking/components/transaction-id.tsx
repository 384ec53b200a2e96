/** The payment intent id once paid; a dash (and words for screen readers) before. */
export function TransactionId({ id }: { id: string | null }) {
  if (id) return <code className="break-all text-xs max-sm:text-right">{id}</code>;
  return (
    <span className="text-base-content/60">
      <span aria-hidden="true">—</span>
      <span className="sr-only">None yet</span>
    </span>
  );
}
