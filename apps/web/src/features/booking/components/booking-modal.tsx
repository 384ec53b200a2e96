import { zodResolver } from '@hookform/resolvers/zod';
import { BUYING_TEXTS, formatUsd, type Product, paths, TEXTS } from '@phonebazaar/shared';
import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { InputField } from '../../../components/ui/input-field';
import { ApiRequestError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useCreateBooking } from '../api/create-booking';
import {
  type BookingFormInput,
  type BookingFormValues,
  bookingFormSchema,
} from './booking-form-schema';

const B = BUYING_TEXTS;

export type BookableProduct = Pick<
  Product,
  '_id' | 'productName' | 'sellingPrice' | 'productImg' | 'sellerEmail'
>;

export interface BookingModalProps {
  product: BookableProduct;
  onClose: () => void;
}

/**
 * Spec §2 Booking modal: read-only product and buyer, the buyer's phone and meeting place.
 * A native <dialog> opened with showModal() traps focus, closes on Escape and makes the page
 * behind it inert. It is mounted only while open, so each booking starts with a fresh form.
 */
export function BookingModal({ product, onClose }: BookingModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const navigate = useNavigate();
  const { user } = useSession();
  const email = user?.email ?? '';
  const booking = useCreateBooking(email);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<BookingFormInput, unknown, BookingFormValues>({
    resolver: zodResolver(bookingFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { buyerNumber: '', meetingLocation: '' },
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Browsers without showModal (and jsdom) still get a visible, labelled dialog.
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    // Straight to the first thing to type; the read-only fields above are only to check.
    dialog.querySelector<HTMLInputElement>('input:not([readonly])')?.focus();
    return () => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      // Back to the Book now button, so keyboard users keep their place in the grid.
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onSubmit = (values: BookingFormValues) => {
    booking.mutate(
      {
        productId: product._id,
        buyerNumber: values.buyerNumber,
        meetingLocation: values.meetingLocation,
        buyerEmail: email,
        buyerName: user?.displayName ?? '',
        productName: product.productName,
        price: product.sellingPrice,
        productImg: product.productImg,
        // The spec's body field: '' on public listings (decision 036). The server takes the
        // seller from the listing and ignores this, so '' books the same as the real email.
        sellerEmail: product.sellerEmail,
      },
      {
        onSuccess: (reply) => {
          if (!reply.acknowledged) return;
          toast.success(TEXTS.toast.booked);
          onClose();
          void navigate(paths.dashboard.myOrder);
        },
        onError: (error) => {
          toast.error(error.message);
          // Booked, sold, own listing: the form cannot fix it, so get out of the way.
          if (error instanceof ApiRequestError && [403, 404, 409].includes(error.status)) {
            onClose();
          }
        },
      },
    );
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      className="modal modal-bottom sm:modal-middle"
      // Escape: let React unmount it rather than leave a closed dialog behind.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="modal-box relative">
        <button
          type="button"
          aria-label={B.close}
          className="btn btn-circle btn-ghost btn-sm absolute top-3 right-3"
          onClick={onClose}
        >
          <span aria-hidden="true">✕</span>
        </button>
        <h2 id={titleId} className="pr-10 font-bold text-xl">
          {B.bookTitle(product.productName)}
        </h2>
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-5 flex flex-col gap-3">
          <InputField label={B.productName} value={product.productName} readOnly />
          <InputField label={B.price} value={formatUsd(product.sellingPrice)} readOnly />
          <div className="grid gap-3 sm:grid-cols-2">
            <InputField label={B.buyerName} value={user?.displayName ?? ''} readOnly />
            <InputField label={B.buyerEmail} type="email" value={email} readOnly />
          </div>
          <InputField
            label={B.buyerNumber}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="+8801712345678"
            error={errors.buyerNumber?.message}
            {...register('buyerNumber')}
          />
          <InputField
            label={B.meetingLocation}
            autoComplete="off"
            placeholder="A busy public place, e.g. a shopping mall"
            error={errors.meetingLocation?.message}
            {...register('meetingLocation')}
          />
          <button
            type="submit"
            className="btn btn-primary mt-2"
            disabled={booking.isPending}
            aria-busy={booking.isPending}
          >
            {booking.isPending && (
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            )}
            {booking.isPending ? B.booking : B.submitBooking}
          </button>
        </form>
      </div>
    </dialog>
  );
}
