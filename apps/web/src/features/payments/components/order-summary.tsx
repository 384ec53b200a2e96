import { BUYING_TEXTS, formatUsd, type PaymentPage } from '@phonebazaar/shared';
import { useId } from 'react';

/** Spec §9: tax and voucher are fixed at 0, so the total is the price. */
const TAX = 0;
const VOUCHER = 0;

/** Spec §2 Payment page: product summary, an inactive voucher field, and the totals table. */
export function OrderSummary({ booking }: { booking: PaymentPage }) {
  const voucherId = useId();
  const voucherHintId = useId();
  return (
    <section
      aria-labelledby={`${voucherId}-title`}
      className="card card-border bg-base-100 shadow-sm"
    >
      <div className="card-body gap-5 p-5">
        <h2 id={`${voucherId}-title`} className="font-bold text-lg">
          Order summary
        </h2>
        <div className="flex items-center gap-4">
          <img
            src={booking.productImg}
            alt={booking.productName}
            width={80}
            height={80}
            className="size-20 shrink-0 rounded-box bg-base-200 object-cover"
          />
          <div className="min-w-0">
            <p className="font-semibold leading-snug">{booking.productName}</p>
            <p className="font-bold text-primary text-xl">{formatUsd(booking.price)}</p>
          </div>
        </div>

        <div className="flex flex-col gap-1.5">
          <label htmlFor={voucherId} className="font-medium text-sm">
            {BUYING_TEXTS.voucherCode}
          </label>
          <div className="join w-full">
            <input
              id={voucherId}
              disabled
              aria-describedby={voucherHintId}
              placeholder="Not available"
              className="input join-item w-full"
            />
            {/* Spec §2: present, and does nothing. */}
            <button
              type="button"
              aria-disabled="true"
              aria-describedby={voucherHintId}
              className="btn join-item"
            >
              {BUYING_TEXTS.apply}
            </button>
          </div>
          <p id={voucherHintId} className="text-base-content/70 text-xs">
            Vouchers are not available yet.
          </p>
        </div>

        <table className="table-sm table">
          <caption className="sr-only">Totals</caption>
          <tbody>
            <Row label="Subtotal" value={booking.price} />
            <Row label="Tax" value={TAX} />
            <Row label="Voucher" value={VOUCHER} />
          </tbody>
          <tfoot>
            <tr className="border-base-300 border-t text-base text-base-content">
              <th scope="row">Total</th>
              <td className="text-right font-bold">{formatUsd(booking.price + TAX - VOUCHER)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}

function Row({ label, value }: { label: string; value: number }) {
  return (
    <tr>
      <th scope="row" className="font-normal">
        {label}
      </th>
      <td className="text-right">{formatUsd(value)}</td>
    </tr>
  );
}
