import { zodResolver } from '@hookform/resolvers/zod';
import { LEDGER_TEXTS, PAYOUT_REFERENCE_MAX, type SellerBalance } from '@phonebazaar/shared';
import { type Resolver, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { FormField } from '../../../components/form/form-field';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { ApiRequestError } from '../../../lib/api-client';
import { describeError } from '../../../lib/errors';
import { useRecordPayout } from '../api/record-payout';
import {
  type PayoutFormOutput,
  type PayoutFormValues,
  payoutFormSchema,
} from './payout-form-schema';

const T = LEDGER_TEXTS.payouts;
const FIELDS = ['amount', 'reference'] as const;

/** Records money sent to one seller (POST /api/admin/payouts). Mounted to open. */
export function RecordPayoutDialog({
  seller,
  onClose,
}: {
  seller: SellerBalance;
  onClose: () => void;
}) {
  const record = useRecordPayout();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PayoutFormValues, unknown, PayoutFormOutput>({
    resolver: zodResolver(payoutFormSchema(seller.balance)) as Resolver<
      PayoutFormValues,
      unknown,
      PayoutFormOutput
    >,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { amount: '', reference: '' },
  });

  const onSubmit = async (values: PayoutFormOutput) => {
    try {
      await record.mutateAsync({ sellerId: seller.id, ...values });
      toast.success(T.recorded(values.amount, seller.name || seller.email));
      onClose();
    } catch (error) {
      // A 400's field messages under their fields; a 409 (the balance moved) or anything
      // else above the buttons.
      let placed = false;
      if (error instanceof ApiRequestError && error.fieldErrors) {
        for (const field of FIELDS) {
          const message = error.fieldErrors[field]?.[0];
          if (message) {
            setError(field, { type: 'server', message });
            placed = true;
          }
        }
      }
      if (!placed) setError('root.server', { type: 'server', message: describeError(error) });
    }
  };

  const inputClass = (name: (typeof FIELDS)[number]) =>
    `input w-full ${errors[name] ? 'input-error' : ''}`;

  return (
    <ModalDialog title={T.dialogTitle} onClose={onClose} busy={isSubmitting}>
      <p className="mb-4 text-base-content/80">
        {T.dialogIntro(seller.name || seller.email, seller.balance)}
      </p>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
        <FormField label={T.amount} error={errors.amount?.message}>
          {(c) => (
            <input
              {...c}
              data-autofocus
              inputMode="decimal"
              autoComplete="off"
              className={inputClass('amount')}
              {...register('amount')}
            />
          )}
        </FormField>
        <FormField label={T.reference} hint={T.referenceHint} error={errors.reference?.message}>
          {(c) => (
            <input
              {...c}
              autoComplete="off"
              maxLength={PAYOUT_REFERENCE_MAX}
              className={inputClass('reference')}
              {...register('reference')}
            />
          )}
        </FormField>
        {errors.root?.server && (
          <p role="alert" className="rounded-box bg-red-50 px-3 py-2 text-red-700 text-sm">
            {errors.root.server.message}
          </p>
        )}
        <DialogActions
          cancel={T.cancel}
          onCancel={onClose}
          action={isSubmitting ? T.submitting : T.submit}
          busy={isSubmitting}
          inForm
        />
      </form>
    </ModalDialog>
  );
}
