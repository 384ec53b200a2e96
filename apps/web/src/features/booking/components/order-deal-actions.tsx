import { type BuyerBooking, DEAL_TEXTS, formatWhen } from '@phonebazaar/shared';
import { useState } from 'react';
import { DeclineDetails } from '../../../components/deal/decline-details';
import { DeclineDialog } from './decline-dialog';
import { DisputePanel } from './dispute-panel';
import { HandoffCodeDialog } from './handoff-code-dialog';

const D = DEAL_TEXTS;

/**
 * What the buyer can do with a paid deal (issue #18): while the money is held, show the
 * handoff code (after the checklist) or decline the phone; after a decline, what was said.
 */
export function OrderDealActions({ order, email }: { order: BuyerBooking; email: string }) {
  const [open, setOpen] = useState<'code' | 'decline' | null>(null);
  const close = () => setOpen(null);

  if (order.settlement === 'held') {
    return (
      <div className="flex flex-col items-start gap-1">
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-primary btn-sm whitespace-nowrap"
            aria-label={D.showCodeOf(order.productName)}
            onClick={() => setOpen('code')}
          >
            {D.showCode}
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-sm whitespace-nowrap text-red-700"
            aria-label={D.declineOf(order.productName)}
            onClick={() => setOpen('decline')}
          >
            {D.decline}
          </button>
        </div>
        {order.handoffExpiresAt && (
          <span className="whitespace-nowrap text-base-content/70 text-xs">
            {D.handoffUntil(formatWhen(order.handoffExpiresAt, { relative: false }))}
          </span>
        )}
        {open === 'code' && <HandoffCodeDialog order={order} email={email} onClose={close} />}
        {open === 'decline' && <DeclineDialog order={order} email={email} onClose={close} />}
      </div>
    );
  }

  if (order.decline && order.settlement !== 'none') {
    return (
      <div className="flex w-full flex-col gap-2">
        {order.disputeOpenedAt && (
          <DisputePanel bookingId={order._id} productName={order.productName} email={email} />
        )}
        <details className="text-sm">
          <summary className="cursor-pointer text-base-content/80">{D.declineDetails}</summary>
          <div className="mt-2">
            <DeclineDetails decline={order.decline} showDue={order.settlement === 'declined'} />
          </div>
        </details>
      </div>
    );
  }
  return null;
}
