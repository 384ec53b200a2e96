import { BUYING_TEXTS } from '@phonebazaar/shared';

/**
 * A booking whose hold ended unpaid (product-decisions §4). The tooltip explains it to mouse
 * users; the hidden text says the same to screen readers, which never read data-tip.
 */
export function LapsedBadge() {
  return (
    <span className="tooltip tooltip-left inline-flex" data-tip={BUYING_TEXTS.lapsedHint}>
      <span className="badge badge-ghost whitespace-nowrap font-semibold">
        {BUYING_TEXTS.lapsed}
      </span>
      <span className="sr-only">: {BUYING_TEXTS.lapsedHint}</span>
    </span>
  );
}
