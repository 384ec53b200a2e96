import { BUYING_TEXTS, formatLongDate, formatUsd, paths } from '@phonebazaar/shared';
import { Link } from 'react-router';
import { useMyOrdersFirstPage } from '../api/get-my-orders';
import { ContactDetails } from './contact-details';

const R = BUYING_TEXTS.receipt;

/**
 * What the buyer just paid for, as a printable receipt (issue #23 item 2): the phone, the
 * amount, the transaction id, whom to call and where to meet, and what happens next: the
 * money is held until the handoff code, given last (issue #45 item 1). Read
 * from My Order's first page, where a booking paid a moment ago always is; a booking that is
 * not there (an old link, another account) shows nothing and the page stays the spec's.
 */
export function PaymentReceipt({ bookingId }: { bookingId: string }) {
  const order = useMyOrdersFirstPage()?.find((o) => o._id === bookingId && o.paid);
  if (!order) return null;
  return (
    <section
      aria-labelledby="receipt-heading"
      className="w-full max-w-md rounded-box border border-base-300 bg-base-100 p-6 text-left shadow-sm print:border-0 print:shadow-none"
    >
      <h2 id="receipt-heading" className="mb-4 font-bold text-xl">
        {R.title}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        <dt className="text-base-content/70">{R.item}</dt>
        <dd className="font-medium">{order.productName}</dd>
        <dt className="text-base-content/70">{R.amount}</dt>
        <dd className="font-semibold">{formatUsd(order.price)}</dd>
        <dt className="text-base-content/70">{R.transactionId}</dt>
        <dd className="break-all font-mono text-sm">{order.transactionId}</dd>
        <dt className="text-base-content/70">{R.paidOn}</dt>
        <dd>{formatLongDate(order.createdAt)}</dd>
      </dl>
      <div className="mt-4 border-base-300 border-t pt-4">
        <ContactDetails
          role={BUYING_TEXTS.contact.seller}
          name={order.sellerName}
          phone={order.sellerPhone}
          meetingLocation={order.meetingLocation}
        />
      </div>
      <p className="mt-4 font-medium">{R.held(formatUsd(order.price))}</p>
      <h3 className="mt-4 font-bold">{R.stepsHeading}</h3>
      <ol className="mt-2 list-decimal space-y-1 ps-5 text-sm">
        {R.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="mt-2 text-base-content/80 text-sm">{R.notHappy}</p>
      <div className="mt-6 flex flex-wrap gap-3 print:hidden">
        <Link to={paths.dashboard.myOrder} className="btn btn-primary">
          {R.toMyOrder}
        </Link>
        <button type="button" className="btn btn-outline" onClick={() => window.print()}>
          {R.print}
        </button>
      </div>
    </section>
  );
}
