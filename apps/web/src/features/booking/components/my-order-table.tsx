import {
  BUYING_TEXTS,
  type BuyerBooking,
  formatUsd,
  paths,
  SELF_TEST_TEXTS,
} from '@phonebazaar/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useCancelBooking } from '../api/cancel-booking';
import { useMyOrders } from '../api/get-my-orders';
import { ContactDetails } from './contact-details';
import { LapsedBadge } from './lapsed-badge';
import { OrderDealActions } from './order-deal-actions';
import { CELL, HEAD_CELL, OrdersTableFrame, ROW } from './orders-table-frame';
import { SettlementBadge } from './settlement-badge';
import { TransactionId } from './transaction-id';

const B = BUYING_TEXTS;
const C = B.columns;

const holdEnd = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** Spec §2 My Order: index, Name (image and product name), Price, Make Payment, Transaction Id. */
export function MyOrderTable({ email }: { email: string }) {
  const query = useMyOrders(email);
  const cancel = useCancelBooking(email);
  const [cancelling, setCancelling] = useState<BuyerBooking | null>(null);
  return (
    <>
      <OrdersTableFrame
        query={query}
        label={B.orders.label}
        noun={B.orders.noun}
        emptyTitle={B.noOrders}
        emptyText={
          <Link to={paths.dashboard.home} className="link link-primary">
            {B.orders.browse}
          </Link>
        }
        head={
          <tr>
            <th scope="col">
              <span className="sr-only">{C.number}</span>
              <span aria-hidden="true">#</span>
            </th>
            <th scope="col">{C.name}</th>
            <th scope="col">{C.price}</th>
            <th scope="col">{C.makePayment}</th>
            <th scope="col">{C.transactionId}</th>
          </tr>
        }
        row={(order, index) => (
          <OrderRow
            key={order._id}
            order={order}
            index={index}
            email={email}
            onCancel={setCancelling}
          />
        )}
      />
      {cancelling && (
        <ConfirmDialog
          mode="cancelBooking"
          subject={{ name: cancelling.productName, _id: cancelling._id }}
          onConfirm={async () => {
            // A rejection keeps the dialog open with the server's reason (paid meanwhile...).
            await cancel.mutateAsync(cancelling._id);
            toast.success(B.bookingCancelled);
          }}
          onClose={() => setCancelling(null)}
        />
      )}
    </>
  );
}

interface OrderRowProps {
  order: BuyerBooking;
  index: number;
  email: string;
  onCancel: (order: BuyerBooking) => void;
}

function OrderRow({ order, index, email, onCancel }: OrderRowProps) {
  return (
    <tr className={ROW}>
      <th scope="row" className="font-normal max-sm:hidden">
        {index + 1}
      </th>
      <td className={HEAD_CELL}>
        <div className="flex items-center gap-3 sm:min-w-44">
          <img
            src={order.productImg}
            alt=""
            width={48}
            height={48}
            loading="lazy"
            decoding="async"
            className="size-12 shrink-0 rounded-box bg-base-200 object-cover"
          />
          <div className="flex min-w-0 flex-col gap-1">
            <span className="font-medium">{order.productName}</span>
            {(order.status === 'active' || order.status === 'paid') && (
              <ContactDetails
                role={B.contact.seller}
                name={order.sellerName}
                phone={order.sellerPhone}
                meetingLocation={order.meetingLocation}
              />
            )}
          </div>
        </div>
      </td>
      <td data-label={C.price} className={`whitespace-nowrap font-semibold ${CELL}`}>
        {formatUsd(order.price)}
      </td>
      <td data-label={C.makePayment} className={CELL}>
        <PaymentCell order={order} email={email} onCancel={onCancel} />
      </td>
      <td data-label={C.transactionId} className={CELL}>
        <TransactionId id={order.transactionId} />
      </td>
    </tr>
  );
}

/**
 * Spec §4: unpaid shows a 'Make Payment' link, paid shows 'Paid'; a lapsed or cancelled hold
 * can't be paid. An unpaid one can also be given back (issue #14 finding 7). A paid one also
 * says where its money stands and what the buyer can do with the deal (issue #18).
 */
function PaymentCell({
  order,
  email,
  onCancel,
}: {
  order: BuyerBooking;
  email: string;
  onCancel: (order: BuyerBooking) => void;
}) {
  if (order.paid || order.status === 'paid') {
    return (
      <div className="flex flex-col items-start gap-2 max-sm:items-end">
        <div className="flex flex-wrap items-center gap-1 max-sm:justify-end">
          <span className="badge badge-success whitespace-nowrap font-semibold">{B.paid}</span>
          <SettlementBadge settlement={order.settlement} />
        </div>
        <OrderDealActions order={order} email={email} />
        {/* Issue #21: run the phone's self-test at the meetup and compare with the seller's. */}
        {order.listingCode && (
          <Link
            to={paths.check(order.listingCode)}
            className="link link-primary whitespace-nowrap text-sm"
            aria-label={SELF_TEST_TEXTS.checkPhoneOf(order.productName)}
          >
            {SELF_TEST_TEXTS.checkPhone}
          </Link>
        )}
      </div>
    );
  }
  if (order.status === 'lapsed') return <LapsedBadge />;
  if (order.status === 'cancelled') {
    return (
      <span className="tooltip tooltip-left inline-flex" data-tip={B.cancelledHint}>
        <span className="badge badge-ghost whitespace-nowrap font-semibold">{B.cancelled}</span>
        <span className="sr-only">: {B.cancelledHint}</span>
      </span>
    );
  }
  return (
    <div className="flex flex-col items-start gap-1 max-sm:items-end">
      <Link
        to={paths.dashboard.payment(order._id)}
        className="btn btn-primary btn-sm whitespace-nowrap"
      >
        {B.makePayment}
      </Link>
      <span className="whitespace-nowrap text-base-content/70 text-xs">
        {B.payBy(holdEnd.format(new Date(order.expiresAt)))}
      </span>
      <button
        type="button"
        className="btn btn-ghost btn-xs whitespace-nowrap text-red-700"
        aria-label={B.cancelBookingOf(order.productName)}
        onClick={() => onCancel(order)}
      >
        {B.cancelBooking}
      </button>
    </div>
  );
}
