import { OFFERS_TEXTS, type Offer } from '@phonebazaar/shared';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { formatPayBy } from './pay-by';

const T = OFFERS_TEXTS;
const DEFAULT_HOLD_HOURS = 24;

/**
 * Issue #45 item 7: accepting books the phone, so it asks first, with the price agreed and
 * the time by which the buyer must pay (the booking's hold from now).
 */
export default function AcceptOfferDialog({
  offer,
  pending,
  onConfirm,
  onClose,
}: {
  offer: Offer;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const price = offer.role === 'buyer' ? (offer.counter ?? offer.amount) : offer.amount;
  const hours = offer.payWithinHours ?? DEFAULT_HOLD_HOURS;
  const when = formatPayBy(new Date(Date.now() + hours * 3_600_000));
  return (
    <ModalDialog title={T.confirmAcceptTitle(offer.productName)} onClose={onClose} busy={pending}>
      <p>
        {offer.role === 'buyer'
          ? T.confirmAcceptBuyer(price, hours, when)
          : T.confirmAcceptSeller(price, offer.otherName, hours, when)}
      </p>
      <p className="text-base-content/80 text-sm">{T.confirmAcceptHold}</p>
      <div className="modal-action mt-0 flex-wrap">
        <button type="button" className="btn btn-ghost" onClick={onClose} disabled={pending}>
          {T.confirmCancel}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          data-autofocus
          disabled={pending}
          aria-busy={pending}
          onClick={onConfirm}
        >
          {pending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {T.confirmAccept(price)}
        </button>
      </div>
    </ModalDialog>
  );
}
