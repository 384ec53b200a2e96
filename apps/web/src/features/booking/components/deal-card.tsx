import {
  BOOKING_BADGES,
  BUYING_TEXTS,
  type BuyerBooking,
  DEAL_CARD_TEXTS,
  DEAL_TEXTS,
  formatUsd,
  SALE_BADGES,
  SETTLEMENT_BADGES,
  type SellerBooking,
} from '@phonebazaar/shared';
import type { ReactNode } from 'react';
import { PhoneLink } from '../../../components/ui/phone-link';
import { StatusBadge } from '../../../components/ui/status-badge';
import { When } from '../../../components/ui/when';
import { dealSteps } from './deal-steps';
import { TransactionId } from './transaction-id';

const T = DEAL_CARD_TEXTS;

interface DealCardProps {
  deal: BuyerBooking | SellerBooking;
  /** The other party as this side sees them; no phone once the deal is over. */
  other: { role: string; name: string; phone: string | null; email?: string };
  /** The one next action (a primary button) and any quieter ones beside it. */
  children?: ReactNode;
  /** The seller's side is a sales list: spec §4's words for its states (SALE_BADGES). */
  sales?: boolean;
}

/**
 * One deal on My Order and My Sell (issue #37), the same card on both sides: the phone and its
 * price, where the deal stands, the other party with a tap-to-call phone and the meeting place,
 * the steps so far with their dates, and the side's own next action.
 */
export function DealCard({ deal, other, children, sales = false }: DealCardProps) {
  const live =
    (deal.status === 'active' || deal.status === 'paid') && deal.settlement !== 'refunded';
  return (
    <article
      aria-label={T.dealOf(deal.productName)}
      className="flex flex-col gap-3 rounded-box border border-base-300 bg-base-100 p-4"
    >
      <div className="flex items-start gap-3">
        <img
          src={deal.productImg}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          decoding="async"
          className="size-16 shrink-0 rounded-box bg-base-200 object-cover"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h3 className="font-semibold leading-snug">{deal.productName}</h3>
          <p className="font-semibold text-lg">{formatUsd(deal.price)}</p>
          <p className="flex flex-wrap gap-1">
            <StatusBadge look={(sales ? SALE_BADGES : BOOKING_BADGES)[deal.status]} />
            {deal.settlement !== 'none' && (
              <StatusBadge
                look={SETTLEMENT_BADGES[deal.settlement]}
                label={DEAL_TEXTS.settlementLabel}
              />
            )}
          </p>
        </div>
      </div>
      {other.email && (
        <p className="text-sm">
          <span className="text-base-content/70">{other.role} </span>
          <span className="break-all">{other.email}</span>
        </p>
      )}
      {live && (
        <dl className="grid grid-cols-[auto_1fr] items-center gap-x-3 text-sm">
          <dt className="text-base-content/70">{other.role}</dt>
          <dd className="flex flex-wrap items-center gap-x-2 font-medium">
            {other.name}
            {other.phone && <PhoneLink number={other.phone} name={other.name} />}
          </dd>
          <dt className="text-base-content/70">{T.meetAt}</dt>
          <dd className="break-words py-1">{deal.meetingLocation}</dd>
        </dl>
      )}
      <DealTimeline deal={deal} />
      {children && <div className="flex flex-wrap items-center gap-2">{children}</div>}
      <p className="flex flex-wrap items-baseline gap-x-2 text-base-content/70 text-xs">
        <span>{BUYING_TEXTS.columns.transactionId}</span>
        <TransactionId id={deal.transactionId} />
      </p>
    </article>
  );
}

/** The deal's steps with their dates; a step to come is an empty dot. */
function DealTimeline({ deal }: { deal: BuyerBooking | SellerBooking }) {
  return (
    <ol
      aria-label={T.timeline}
      className="flex flex-col gap-1 border-base-300 border-l-2 pl-3 text-sm"
    >
      {dealSteps(deal).map((step) => (
        <li
          key={step.key}
          data-step={step.key}
          data-done={step.done}
          className={`relative flex flex-wrap gap-x-2 ${step.done ? '' : 'text-base-content/60'}`}
        >
          <span
            aria-hidden="true"
            className={`-left-[1.2rem] absolute top-1.5 size-2.5 rounded-full border-2 ${
              step.done ? 'border-success bg-success' : 'border-base-300 bg-base-100'
            }`}
          />
          <span className={step.done ? 'font-medium' : ''}>{step.label}</span>
          {step.at ? (
            <span className="text-base-content/70">
              <When iso={step.at} />
            </span>
          ) : (
            !step.done && <span className="sr-only">({T.toCome})</span>
          )}
        </li>
      ))}
    </ol>
  );
}
