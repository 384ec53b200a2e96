import { DEAL_TEXTS, type Settlement } from '@phonebazaar/shared';

const LOOK: Record<Exclude<Settlement, 'none'>, string> = {
  held: 'badge-info',
  released: 'badge-success',
  declined: 'badge-warning',
  disputed: 'badge-warning',
  refunded: 'badge-ghost',
};

/**
 * Where a paid deal's money stands (issue #18), beside the spec's own 'Paid' / 'paid'. The
 * tooltip explains it to mouse users; the hidden text says the same to screen readers.
 */
export function SettlementBadge({ settlement }: { settlement: Settlement }) {
  if (settlement === 'none') return null;
  return (
    <span
      className="tooltip tooltip-left inline-flex"
      data-tip={DEAL_TEXTS.settlementHint[settlement]}
    >
      <span className={`badge ${LOOK[settlement]} h-auto min-h-5 font-semibold`}>
        <span className="sr-only">{DEAL_TEXTS.settlementLabel}: </span>
        {DEAL_TEXTS.settlement[settlement]}
      </span>
      <span className="sr-only">. {DEAL_TEXTS.settlementHint[settlement]}</span>
    </span>
  );
}
