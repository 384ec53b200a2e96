import { zodResolver } from '@hookform/resolvers/zod';
import { BUYING_TEXTS } from '@phonebazaar/shared';
import type { ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { InputField } from '../../../components/ui/input-field';
import { confirmSandboxCard } from '../api/confirm-sandbox-card';
import type { usePay } from '../hooks/use-pay';
import {
  type CardFormValues,
  cardFormSchema,
  formatCardNumber,
  formatExpiry,
  toCard,
} from '../utils/card-input';
import { CardDeclined } from './card-declined';
import { PayButton } from './pay-button';
import { TestCardsHint } from './test-cards-hint';

const B = BUYING_TEXTS;

interface SandboxCardFormProps {
  email: string;
  clientSecret: string | undefined;
  amount: string;
  pay: ReturnType<typeof usePay>;
}

/**
 * The sandbox provider's card entry (product-decisions §4): the card is checked here first,
 * like Stripe.js does, then confirmed by the server's sandbox step with the test numbers.
 */
export function SandboxCardForm({ email, clientSecret, amount, pay }: SandboxCardFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CardFormValues>({
    resolver: zodResolver(cardFormSchema()),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { number: '', expiry: '', cvc: '' },
  });

  // Formatting rewrites the value before react-hook-form reads it.
  const formatted = (name: 'number' | 'expiry', format: (value: string) => string) => {
    const field = register(name);
    return {
      ...field,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        event.target.value = format(event.target.value);
        pay.clearDeclined();
        return field.onChange(event);
      },
    };
  };
  const cvc = register('cvc');

  const onSubmit = (values: CardFormValues) => {
    if (!clientSecret) return;
    void pay.pay(() => confirmSandboxCard(email, { clientSecret, card: toCard(values) }));
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
      <InputField
        label={B.cardNumber}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        maxLength={23}
        error={errors.number?.message}
        {...formatted('number', formatCardNumber)}
      />
      <div className="grid grid-cols-2 gap-4">
        <InputField
          label={B.cardExpiry}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          maxLength={5}
          error={errors.expiry?.message}
          {...formatted('expiry', formatExpiry)}
        />
        <InputField
          label={B.cardCvc}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          error={errors.cvc?.message}
          {...cvc}
          onChange={(event) => {
            pay.clearDeclined();
            return cvc.onChange(event);
          }}
        />
      </div>
      <CardDeclined reason={pay.declined} />
      <TestCardsHint />
      <PayButton ready={Boolean(clientSecret)} paying={pay.paying} amount={amount} />
    </form>
  );
}
