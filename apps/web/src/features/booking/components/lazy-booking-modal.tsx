import { lazy, Suspense } from 'react';
import { loadChunk } from '../../../lib/lazy-route';
import type { BookingModalProps } from './booking-modal';

// Only buyers who press Book now need the form, its schema and the resolver.
const BookingModal = lazy(() =>
  loadChunk(() => import('./booking-modal')).then((module) => ({ default: module.BookingModal })),
);

/** The booking modal, fetched on first use; nothing shows until its chunk has arrived. */
export function LazyBookingModal(props: BookingModalProps) {
  return (
    <Suspense fallback={null}>
      <BookingModal {...props} />
    </Suspense>
  );
}
