import { BUYING_TEXTS, formatUsd, type SellerBooking } from '@phonebazaar/shared';
import { useMySales } from '../api/get-my-sales';
import { ContactDetails } from './contact-details';
import { LapsedBadge } from './lapsed-badge';
import { CELL, HEAD_CELL, OrdersTableFrame, ROW } from './orders-table-frame';
import { TransactionId } from './transaction-id';

const S = BUYING_TEXTS.saleStatus;

/** Spec §2 My Sell: Product Name, Buyer Email, Payment Status, Price, Transaction Id. */
export function MySellTable({ email }: { email: string }) {
  const query = useMySales(email);
  return (
    <OrdersTableFrame
      query={query}
      label="Your sales"
      emptyTitle={BUYING_TEXTS.noSales}
      emptyText="When a buyer books one of your listings, it shows here with its payment status."
      head={
        <tr>
          <th scope="col">Product Name</th>
          <th scope="col">Buyer Email</th>
          <th scope="col">Payment Status</th>
          <th scope="col">Price</th>
          <th scope="col">Transaction Id</th>
        </tr>
      }
      row={(sale) => <SaleRow key={sale._id} sale={sale} />}
    />
  );
}

function SaleRow({ sale }: { sale: SellerBooking }) {
  return (
    <tr className={ROW}>
      <th scope="row" className={`font-semibold sm:min-w-40 ${HEAD_CELL}`}>
        {sale.productName}
      </th>
      <td data-label="Buyer Email" className={`max-sm:text-right ${CELL}`}>
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
      <td data-label="Payment Status" className={CELL}>
        <SaleStatus sale={sale} />
      </td>
      <td data-label="Price" className={`whitespace-nowrap font-semibold ${CELL}`}>
        {formatUsd(sale.price)}
      </td>
      <td data-label="Transaction Id" className={CELL}>
        <TransactionId id={sale.transactionId} />
      </td>
    </tr>
  );
}

/** Spec §4: sales lists show 'Booked' or 'paid'; a hold that ended unpaid shows as lapsed. */
function SaleStatus({ sale }: { sale: SellerBooking }) {
  if (sale.paid || sale.status === 'paid') {
    return <span className="badge badge-success whitespace-nowrap font-semibold">{S.paid}</span>;
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
