import {
  BOOKING_BADGES,
  OFFER_BADGE_TONES,
  OFFERS_TEXTS,
  type Offer,
  paths,
} from '@phonebazaar/shared';
import { lazy, type RefObject, Suspense, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/ui/status-badge';
import { focusMainHeading } from '../../../lib/focus-main-heading';
import { loadChunk } from '../../../lib/lazy-route';
import { useAnswerOffer } from '../api/answer-offer';
import { formatPayBy } from './pay-by';

const T = OFFERS_TEXTS;
const CounterDialog = lazy(() => loadChunk(() => import('./counter-dialog')));
const AcceptOfferDialog = lazy(() => loadChunk(() => import('./accept-offer-dialog')));

function statusText(offer: Offer): string {
  if (offer.status === 'declined' && offer.closedBy) return T.closedBy[offer.closedBy];
  if (offer.role === 'seller' && (offer.status === 'open' || offer.status === 'countered')) {
    return T.statusesSeller[offer.status];
  }
  return T.statuses[offer.status];
}

/** One offer: the phone, the amounts, its state and time left, and the moves open to the caller. */
export function OfferItem({ offer }: { offer: Offer }) {
  const answer = useAnswerOffer();
  const [countering, setCountering] = useState(false);
  const [accepting, setAccepting] = useState(false);
  const live = offer.status === 'open' || offer.status === 'countered';
  const myMove =
    (offer.role === 'seller' && offer.status === 'open') ||
    (offer.role === 'buyer' && offer.status === 'countered');
  const act = (action: 'accept' | 'decline') =>
    answer.mutate(
      { id: offer.id, action },
      {
        onSuccess: () => {
          setAccepting(false);
          toast.success(action === 'accept' ? T.accepted : T.declined);
          // The button pressed is gone with the move (issue #46): focus stays with this offer.
          nameLink.current?.focus();
        },
        onError: (error) => {
          setAccepting(false);
          toast.error(error.message || T.actionFailed);
        },
      },
    );
  const name = offer.productName;
  const nameLink = useRef<HTMLAnchorElement>(null);
  useFocusKeptOnUnmount(nameLink);
  return (
    <article className="flex flex-col gap-3 rounded-box border border-base-300 bg-base-100 p-4 sm:flex-row sm:items-center">
      <img
        src={offer.productImg}
        alt=""
        width={64}
        height={64}
        loading="lazy"
        className="size-16 shrink-0 rounded-box object-cover"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 className="font-semibold">
          <Link ref={nameLink} to={paths.listing(offer.listingId)} className="link link-hover">
            {name}
          </Link>
        </h3>
        <p className="text-sm">
          {T.offer(offer.amount)}
          {offer.counter !== null && <> · {T.counterOf(offer.counter)}</>} ·{' '}
          <span className="text-base-content/80">{T.listPrice(offer.listingPrice)}</span>
        </p>
        <p className="text-base-content/80 text-sm">
          {offer.role === 'seller' ? T.from(offer.otherName) : T.to(offer.otherName)}
        </p>
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <StatusBadge look={{ text: statusText(offer), tone: OFFER_BADGE_TONES[offer.status] }} />
          {live && (
            <span className="text-base-content/80">
              {T.timeLeft(new Date(offer.expiresAt).getTime() - Date.now())}
            </span>
          )}
          {offer.status === 'accepted' && offer.payBy && (
            // Issue #45 item 7: the deadline the booking lapses at, on the card itself.
            <span className="font-medium">
              {offer.role === 'buyer'
                ? T.payByOn(formatPayBy(offer.payBy))
                : T.buyerPaysBy(formatPayBy(offer.payBy))}
            </span>
          )}
          {offer.role === 'buyer' && !live && offer.status !== 'accepted' && (
            <span className="text-base-content/80">{T.offersLeft(offer.offersLeft)}</span>
          )}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {myMove && (
          <>
            <button
              type="button"
              className="btn btn-primary btn-sm"
              disabled={answer.isPending}
              aria-label={T.actionFor(offer.role === 'buyer' ? T.acceptCounter : T.accept, name)}
              onClick={() => setAccepting(true)}
            >
              {offer.role === 'buyer' ? T.acceptCounter : T.accept}
            </button>
            {offer.role === 'seller' && (
              <button
                type="button"
                className="btn btn-outline btn-sm"
                disabled={answer.isPending}
                aria-label={T.actionFor(T.counter, name)}
                onClick={() => setCountering(true)}
              >
                {T.counter}
              </button>
            )}
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              disabled={answer.isPending}
              aria-label={T.actionFor(T.decline, name)}
              onClick={() => act('decline')}
            >
              {T.decline}
            </button>
          </>
        )}
        {offer.role === 'buyer' &&
          offer.status === 'accepted' &&
          offer.bookingId &&
          (offer.paid ? (
            <StatusBadge look={BOOKING_BADGES.paid} />
          ) : (
            <Link
              to={paths.dashboard.payment(offer.bookingId)}
              className="btn btn-primary btn-sm"
              aria-label={T.actionFor(T.pay, name)}
            >
              {T.pay}
            </Link>
          ))}
        {offer.role === 'buyer' && offer.status === 'countered' && offer.offersLeft > 0 && (
          <Link
            to={paths.listingOffer(offer.listingId)}
            className="btn btn-ghost btn-sm"
            aria-label={T.actionFor(T.newOffer, name)}
          >
            {T.newOffer}
          </Link>
        )}
      </div>
      {accepting && (
        <Suspense fallback={null}>
          <AcceptOfferDialog
            offer={offer}
            pending={answer.isPending}
            onConfirm={() => act('accept')}
            onClose={() => setAccepting(false)}
          />
        </Suspense>
      )}
      {countering && (
        <Suspense fallback={null}>
          <CounterDialog offer={offer} onClose={() => setCountering(false)} />
        </Suspense>
      )}
    </article>
  );
}

/**
 * An offer that leaves its tab once answered unmounts with the focus on it: the page's
 * heading takes it, not the document's body (issue #46).
 */
function useFocusKeptOnUnmount(inside: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = inside.current;
    return () => {
      if (element && document.activeElement === element) {
        focusMainHeading();
      }
    };
  }, [inside]);
}
