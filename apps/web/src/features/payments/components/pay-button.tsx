import { BUYING_TEXTS } from '@phonebazaar/shared';

interface PayButtonProps {
  /** The payment client and the intent secret are both ready (spec §4). */
  ready: boolean;
  paying: boolean;
  amount: string;
}

/** Spec §4: disabled until the payment can be made and while a payment is in progress. */
export function PayButton({ ready, paying, amount }: PayButtonProps) {
  return (
    <button
      type="submit"
      className="btn btn-primary btn-block btn-lg"
      disabled={!ready || paying}
      aria-busy={paying}
    >
      {paying ? (
        <>
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          {BUYING_TEXTS.processing}
        </>
      ) : (
        <>
          {BUYING_TEXTS.pay} <span className="font-normal">{amount}</span>
        </>
      )}
    </button>
  );
}
