import {
  BUYING_TEXTS,
  type BuyerBooking,
  DEAL_CARD_TEXTS,
  formatWhen,
  paths,
  SELF_TEST_TEXTS,
} from '@phonebazaar/shared';
import { type ReactNode, useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useCancelBooking } from '../api/cancel-booking';
import { useMyOrders } from '../api/get-my-orders';
import { DealCard } from './deal-card';
import { DealListFrame } from './deal-list-frame';
import { OrderDealActions } from './order-deal-actions';

const B = BUYING_TEXTS;

/** Spec §2 My Order: each of the buyer's deals as a card (issue #37), with the buyer's next step. */
export function MyOrderTable({
  email,
  reviewAction,
}: {
  email: string;
  /** "Write a review" for a released deal (the reviews feature's, composed by the route). */
  reviewAction?: (order: BuyerBooking) => ReactNode;
}) {
  const query = useMyOrders(email);
  const cancel = useCancelBooking(email);
  const [cancelling, setCancelling] = useState<BuyerBooking | null>(null);
  return (
    <>
      <DealListFrame
        query={query}
        label={B.orders.label}
        noun={B.orders.noun}
        emptyTitle={B.noOrders}
        emptyText={
          <Link to={paths.dashboard.home} className="link link-primary">
            {B.orders.browse}
          </Link>
        }
        item={(order) => (
          <DealCard
            deal={order}
            other={{ role: B.contact.seller, name: order.sellerName, phone: order.sellerPhone }}
          >
            <OrderNextStep order={order} email={email} onCancel={setCancelling} />
            {order.status === 'paid' && order.settlement === 'released' && reviewAction?.(order)}
          </DealCard>
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

/**
 * The buyer's one next action (spec §4: an unpaid booking shows 'Make Payment'; issue #37: one
 * primary button per state): pay before the hold ends, show the handoff code while the money
 * is held, review once it is released. Lapsed, cancelled and refunded deals have none.
 */
function OrderNextStep({
  order,
  email,
  onCancel,
}: {
  order: BuyerBooking;
  email: string;
  onCancel: (order: BuyerBooking) => void;
}) {
  if (order.status === 'active') {
    const until = formatWhen(order.expiresAt, { relative: false });
    return (
      <>
        <Link
          to={paths.dashboard.payment(order._id)}
          className="btn btn-primary btn-sm"
          aria-describedby={`pay-before-${order._id}`}
        >
          {B.makePayment}
        </Link>
        <button
          type="button"
          className="btn btn-ghost btn-sm text-red-700"
          aria-label={B.cancelBookingOf(order.productName)}
          onClick={() => onCancel(order)}
        >
          {B.cancelBooking}
        </button>
        <span id={`pay-before-${order._id}`} className="w-full text-base-content/80 text-sm">
          {DEAL_CARD_TEXTS.payBefore(until)}
        </span>
      </>
    );
  }
  if (order.status !== 'paid') return null;
  return (
    <>
      <OrderDealActions order={order} email={email} />
      {/* Issue #21: run the phone's self-test at the meetup and compare with the seller's. */}
      {order.listingCode && order.settlement === 'held' && (
        <Link
          to={paths.check(order.listingCode)}
          className="link link-primary inline-flex min-h-11 items-center text-sm"
          aria-label={SELF_TEST_TEXTS.checkPhoneOf(order.productName)}
        >
          {SELF_TEST_TEXTS.checkPhone}
        </Link>
      )}
    </>
  );
}
