import { zodResolver } from '@hookform/resolvers/zod';
import {
  buyerNumberSchema,
  meetingLocationSchema,
  OFFERS_TEXTS,
  offerRange,
  type PublicListing,
  paths,
} from '@phonebazaar/shared';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { InputField } from '../../../components/ui/input-field';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { ApiRequestError } from '../../../lib/api-client';
import { useMakeOffer } from '../api/make-offer';
import { OfferPriceBand } from './offer-price-band';

const T = OFFERS_TEXTS;

/** The dialog's rules: the amount within the listing's range (a hint: the server decides). */
function offerFormSchema(min: number, max: number) {
  return z.object({
    amount: z.coerce
      .number({ error: T.outOfRange(min, max) })
      .refine((v) => v >= min && v <= max, T.outOfRange(min, max)),
    buyerNumber: z
      .string()
      .transform((value) => value.replace(/[\s().-]/g, ''))
      .pipe(buyerNumberSchema),
    meetingLocation: meetingLocationSchema,
  });
}
type FormInput = z.input<ReturnType<typeof offerFormSchema>>;
type FormValues = z.output<ReturnType<typeof offerFormSchema>>;

/** Make an offer: amount (with the allowed range), phone and meeting place, the price band. */
export default function MakeOfferDialog({
  listing,
  onClose,
}: {
  listing: PublicListing;
  onClose: () => void;
}) {
  const { min, max } = offerRange(listing.sellingPrice);
  const make = useMakeOffer();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(offerFormSchema(min, max)),
    defaultValues: { amount: '', buyerNumber: '', meetingLocation: '' },
  });

  const onSubmit = (values: FormValues) => {
    make.mutate(
      {
        listingId: listing._id,
        amount: Math.round(values.amount * 100) / 100,
        buyerNumber: values.buyerNumber,
        meetingLocation: values.meetingLocation,
      },
      {
        onSuccess: (offer) => {
          if (offer.status === 'declined') toast.error(T.autoDeclined);
          else toast.success(T.sent);
          onClose();
          void navigate(paths.dashboard.offers);
        },
        onError: (error) => {
          toast.error(error.message || T.failedToSend);
          if (error instanceof ApiRequestError && [403, 404, 409, 429].includes(error.status)) {
            onClose();
          }
        },
      },
    );
  };

  return (
    <ModalDialog title={T.dialogTitle(listing.productName)} onClose={onClose} busy={make.isPending}>
      <p className="text-base-content/80 text-sm">{T.dialogHint}</p>
      <p className="text-sm">{T.listPrice(listing.sellingPrice)}</p>
      <OfferPriceBand listing={listing} />
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-3">
        <InputField
          label={T.labels.amount}
          type="number"
          inputMode="decimal"
          step="0.01"
          min={min}
          max={max}
          data-autofocus
          placeholder={String(Math.round((min + max) / 2))}
          hint={T.range(min, max)}
          error={errors.amount?.message}
          {...register('amount')}
        />
        <InputField
          label={T.labels.phone}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+8801712345678"
          error={errors.buyerNumber?.message}
          {...register('buyerNumber')}
        />
        <InputField
          label={T.labels.meetingLocation}
          autoComplete="off"
          placeholder="A busy public place, e.g. a shopping mall"
          error={errors.meetingLocation?.message}
          {...register('meetingLocation')}
        />
        <div className="mt-2 flex flex-wrap justify-end gap-2">
          <button
            type="button"
            className="btn btn-ghost"
            onClick={onClose}
            disabled={make.isPending}
          >
            {T.cancel}
          </button>
          <button
            type="submit"
            className="btn btn-primary"
            disabled={make.isPending}
            aria-busy={make.isPending}
          >
            {make.isPending && (
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            )}
            {make.isPending ? T.sending : T.send}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
