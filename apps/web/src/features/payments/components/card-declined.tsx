/**
 * The provider's reason for the last refusal, beside the card fields until they change
 * (issue #23 item 11). `role="alert"` so a screen reader hears it once, as the toast shows.
 */
export function CardDeclined({ reason }: { reason: string | null }) {
  if (!reason) return null;
  return (
    <p
      role="alert"
      className="rounded-box border border-error/40 bg-error/10 p-3 text-red-800 text-sm"
    >
      <span className="font-semibold">Card refused: </span>
      {reason} Check the card details or try another card.
    </p>
  );
}
