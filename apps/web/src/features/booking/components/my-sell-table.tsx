import { BUYING_TEXTS, DEAL_CARD_TEXTS, formatWhen, type SellerBooking } from '@phonebazaar/shared';
import type { ReactNode } from 'react';
import { useMySales } from '../api/get-my-sales';
import { DealCard } from './deal-card';
import { DealListFrame } from './deal-list-frame';
import { SaleDealActions } from './sale-deal-actions';

const T = DEAL_CARD_TEXTS;

/** Spec §2 My Sell: each booking of the seller's listings as a card (issue #37), with the seller's next step. */
export function MySellTable({
  email,
  reviewAction,
}: {
  email: string;
  /** "Write a review" for a released deal (the reviews feature's, composed by the route). */
  reviewAction?: (sale: SellerBooking) => ReactNode;
}) {
  const query = useMySales(email);
  return (
    <DealListFrame
      query={query}
      label={BUYING_TEXTS.sales.label}
      noun={BUYING_TEXTS.sales.noun}
      emptyTitle={BUYING_TEXTS.noSales}
      emptyText={BUYING_TEXTS.sales.emptyHint}
      item={(sale) => (
        <DealCard
          deal={sale}
          sales
          other={{
            role: BUYING_TEXTS.contact.buyer,
            name: sale.buyerName,
            phone: sale.buyerNumber,
            email: sale.buyerEmail,
          }}
        >
          <SaleNextStep sale={sale} email={email} />
          {sale.status === 'paid' && sale.settlement === 'released' && reviewAction?.(sale)}
        </DealCard>
      )}
    />
  );
}

/**
 * The seller's one next action (issue #37): enter the buyer's handoff code while the money is
 * held, answer a decline; otherwise what the deal waits for.
 */
function SaleNextStep({ sale, email }: { sale: SellerBooking; email: string }) {
  if (sale.status === 'active') {
    return (
      <p className="text-base-content/80 text-sm">
        {T.waitingForPayment(formatWhen(sale.expiresAt, { relative: false }))}
      </p>
    );
  }
  if (sale.status !== 'paid') return null;
  return (
    <>
      <SaleDealActions sale={sale} email={email} />
      {sale.settlement === 'disputed' && (
        <p className="w-full text-base-content/80 text-sm">{T.waitingForAdmin}</p>
      )}
    </>
  );
}
