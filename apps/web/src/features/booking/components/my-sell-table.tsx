import { BUYING_TEXTS, formatUsd, type SellerBooking } from '@phonebazaar/shared';
import { useMySales } from '../api/get-my-sales';
import { ContactDetails } from './contact-details';
import { LapsedBadge } from './lapsed-badge';
import { CELL, HEAD_CELL, OrdersTableFrame, ROW } from './orders-table-frame';
import { SaleDealActions } from './sale-deal-actions';
import { SettlementBadge } from './settlement-badge';
import { TransactionId } from './transaction-id';

const S = BUYING_TEXTS.saleStatus;
const C = BUYING_TEXTS.columns;

/** Spec §2 My Sell: Product Name, Buyer Email, Payment Status, Price, Transaction Id. */
export function MySellTable({ email }: { email: string }) {
  const query = useMySales(email);
  return (
    <OrdersTableFrame
      query={query}
      label={BUYING_TEXTS.sales.label}
      noun={BUYING_TEXTS.sales.noun}
      emptyTitle={BUYING_TEXTS.noSales}
      emptyText={BUYING_TEXTS.sales.emptyHint}
      head={
        <tr>
          <th scope="col">{C.productName}</th>
          <th scope="col">{C.buyerEmail}</th>
          <th scope="col">{C.paymentStatus}</th>
          <th scope="col">{C.price}</th>
          <th scope="col">{C.transactionId}</th>
        </tr>
      }
      row={(sale) => <SaleRow key={sale._id} sale={sale} email={email} />}
    />
  );
}

function SaleRow({ sale, email }: { sale: SellerBooking; email: string }) {
  return (
    <tr className={ROW}>
      <th scope="row" className={`font-semibold sm:min-w-40 ${HEAD_CELL}`}>
        {sale.productName}
      </th>
      <td data-label={C.buyerEmail} className={`max-sm:text-right ${CELL}`}>
        <div className="flex flex-col gap-1 max-sm:items-end">
          <span className="break-all">{sale.buyerEmail}</span>
          {(sale.status === 'active' || sale.status === 'paid') && (
            <ContactDetails
              role={BUYING_TEXTS.contact.buyer}
              name={sale.buyerName}
              phone={sale.buyerNumber}
              meetingLocation={sale.meetingLocation}
            />
          )}
        </div>
      </td>
      <td data-label={C.paymentStatus} className={CELL}>
        <SaleStatus sale={sale} email={email} />
      </td>
      <td data-label={C.price} className={`whitespace-nowrap font-semibold ${CELL}`}>
        {formatUsd(sale.price)}
      </td>
      <td data-label={C.transactionId} className={CELL}>
        <TransactionId id={sale.transactionId} />
      </td>
    </tr>
  );
}

/**
 * Spec §4: sales lists show 'Booked' or 'paid'; a hold that ended unpaid shows as lapsed. A
 * paid one also says where its money stands and what the seller can do (issue #18).
 */
function SaleStatus({ sale, email }: { sale: SellerBooking; email: string }) {
  if (sale.paid || sale.status === 'paid') {
    return (
      <div className="flex flex-col items-start gap-2 max-sm:items-end">
        <div className="flex flex-wrap items-center gap-1 max-sm:justify-end">
          <span className="badge badge-success whitespace-nowrap font-semibold">{S.paid}</span>
          <SettlementBadge settlement={sale.settlement} />
        </div>
        <SaleDealActions sale={sale} email={email} />
      </div>
    );
  }
  if (sale.status === 'lapsed') return <LapsedBadge />;
  // The buyer gave it back (issue #14 finding 7): the phone is free again.
  if (sale.status === 'cancelled') {
    return (
      <span className="badge badge-ghost whitespace-nowrap font-semibold">
        {BUYING_TEXTS.cancelled}
      </span>
    );
  }
  return <span className="badge badge-warning whitespace-nowrap font-semibold">{S.booked}</span>;
}
