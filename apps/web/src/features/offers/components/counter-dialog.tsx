import { zodResolver } from '@hookform/resolvers/zod';
import { OFFERS_TEXTS, type Offer } from '@phonebazaar/shared';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { InputField } from '../../../components/ui/input-field';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { useAnswerOffer } from '../api/answer-offer';

const T = OFFERS_TEXTS;

/** The seller's one counter: above the buyer's offer and below the price (the server checks). */
export default function CounterDialog({ offer, onClose }: { offer: Offer; onClose: () => void }) {
  const answer = useAnswerOffer();
  const range = T.counterRange(offer.amount, offer.listingPrice);
  const schema = z.object({
    amount: z.coerce
      .number({ error: range })
      .refine((v) => v > offer.amount && v < offer.listingPrice, range),
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { amount: '' },
  });
  const onSubmit = ({ amount }: { amount: number }) =>
    answer.mutate(
      { id: offer.id, action: 'counter', amount: Math.round(amount * 100) / 100 },
      {
        onSuccess: () => {
          toast.success(T.countered);
          onClose();
        },
        onError: (error) => toast.error(error.message || T.actionFailed),
      },
    );
  return (
    <ModalDialog
      title={T.counterTitle(offer.productName)}
      onClose={onClose}
      busy={answer.isPending}
    >
      <p className="text-sm">
        {T.offer(offer.amount)} · {T.listPrice(offer.listingPrice)}
      </p>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-3">
        <InputField
          label={T.labels.counter}
          type="number"
          inputMode="decimal"
          step="0.01"
          data-autofocus
          hint={range}
          error={errors.amount?.message}
          {...register('amount')}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <button
            type="button"
            className="btn btn-ghost"
            onClick={onClose}
            disabled={answer.isPending}
          >
            {T.cancel}
          </button>
          <button
            type="submit"
            className="btn btn-primary"
            disabled={answer.isPending}
            aria-busy={answer.isPending}
          >
            {T.sendCounter}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
