import { DEAL_TEXTS, DISPUTE_TEXTS, formatWhen, type SellerBooking } from '@phonebazaar/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { DeclineDetails } from '../../../components/deal/decline-details';
import { useAnswerDecline } from '../api/answer-decline';
import { DealQuestionDialog } from './deal-question-dialog';
import { DisputePanel } from './dispute-panel';
import { HandoffEntryDialog } from './handoff-entry-dialog';
import { StatementDialog } from './statement-dialog';

const D = DEAL_TEXTS;

type Open = 'code' | 'accept' | 'contest' | null;

/**
 * What the seller can do with a paid deal (issue #18): while the money is held, enter the
 * buyer's code; once the buyer declined, read why and accept (refund) or contest.
 */
export function SaleDealActions({ sale, email }: { sale: SellerBooking; email: string }) {
  const [open, setOpen] = useState<Open>(null);
  const answer = useAnswerDecline(email, sale._id);
  const close = () => setOpen(null);

  if (sale.settlement === 'held') {
    return (
      <div className="flex flex-col items-start gap-1">
        <button
          type="button"
          className="btn btn-primary btn-sm whitespace-nowrap"
          aria-label={D.enterCodeOf(sale.productName)}
          onClick={() => setOpen('code')}
        >
          {D.enterCode}
        </button>
        {sale.handoffExpiresAt && (
          <span className="whitespace-nowrap text-base-content/70 text-xs">
            {D.handoffUntil(formatWhen(sale.handoffExpiresAt, { relative: false }))}
          </span>
        )}
        {open === 'code' && <HandoffEntryDialog sale={sale} email={email} onClose={close} />}
      </div>
    );
  }

  if (sale.settlement === 'declined' && sale.decline) {
    return (
      <div className="flex flex-col gap-2">
        <div className="flex max-w-72 flex-col gap-1">
          <p className="font-semibold text-sm">{D.declineDetails}</p>
          <DeclineDetails decline={sale.decline} showDue />
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-outline btn-sm"
            aria-label={D.acceptRefundOf(sale.productName)}
            onClick={() => setOpen('accept')}
          >
            {D.acceptRefund}
          </button>
          <button
            type="button"
            className="btn btn-primary btn-sm"
            aria-label={D.contestOf(sale.productName)}
            onClick={() => setOpen('contest')}
          >
            {D.contest}
          </button>
        </div>
        {open === 'accept' && (
          <DealQuestionDialog
            title={D.acceptTitle}
            question={D.acceptQuestion(sale.productName)}
            action={D.acceptRefund}
            destructive
            onConfirm={async () => {
              await answer.mutateAsync({ accept: true });
              toast.success(D.accepted);
            }}
            onClose={close}
          />
        )}
        {open === 'contest' && (
          // Issue #46: the contest carries the seller's side (text and photos).
          <StatementDialog
            title={DISPUTE_TEXTS.contestTitle}
            intro={DISPUTE_TEXTS.contestIntro(sale.productName)}
            submitLabel={DISPUTE_TEXTS.contestSubmit}
            onSubmit={async (statement) => {
              await answer.mutateAsync({ accept: false, statement });
              toast.success(D.contested);
            }}
            onClose={close}
          />
        )}
      </div>
    );
  }

  if (sale.settlement !== 'none' && sale.decline) {
    return (
      <div className="flex w-full flex-col gap-2">
        {sale.disputeOpenedAt && (
          <DisputePanel bookingId={sale._id} productName={sale.productName} email={email} />
        )}
        <details className="text-sm">
          <summary className="cursor-pointer text-base-content/80">{D.declineDetails}</summary>
          <div className="mt-2">
            <DeclineDetails decline={sale.decline} />
          </div>
        </details>
      </div>
    );
  }
  return null;
}
