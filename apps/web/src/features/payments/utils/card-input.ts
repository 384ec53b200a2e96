import { BUYING_TEXTS, isLuhnValid, TEXTS } from '@phonebazaar/shared';
import { z } from 'zod';

const required = TEXTS.validation.required;

export const digitsOf = (value: string) => value.replace(/\D/g, '');

/** "4242424242424242" -> "4242 4242 4242 4242": groups of four, as printed on most cards. */
export function formatCardNumber(value: string): string {
  return (
    digitsOf(value)
      .slice(0, 19)
      .match(/.{1,4}/g)
      ?.join(' ') ?? ''
  );
}

/** "1228" -> "12/28"; the slash comes by itself once the month is typed. */
export function formatExpiry(value: string): string {
  const digits = digitsOf(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** How many digits a card of this brand has: American Express 15, Diners 14, most others 16. */
function expectedLength(digits: string): number {
  if (/^3[47]/.test(digits)) return 15;
  if (/^3[068]/.test(digits)) return 14;
  return 16;
}

/** The card checks Stripe.js makes before it sends anything, with its messages. */
export function cardFormSchema(now: Date = new Date()) {
  return z.object({
    number: z.string().superRefine((value, ctx) => {
      const digits = digitsOf(value);
      const message =
        digits.length === 0
          ? required(BUYING_TEXTS.cardNumber)
          : digits.length < expectedLength(digits)
            ? 'Your card number is incomplete.'
            : digits.length > 19 || !isLuhnValid(digits)
              ? 'Your card number is invalid.'
              : undefined;
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
    expiry: z.string().superRefine((value, ctx) => {
      const message = expiryProblem(value, now);
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
    cvc: z.string().superRefine((value, ctx) => {
      const message =
        value.trim() === ''
          ? required(BUYING_TEXTS.cardCvc)
          : /^\d{3,4}$/.test(value.trim())
            ? undefined
            : "Your card's security code is incomplete.";
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
  });
}

export type CardFormValues = z.infer<ReturnType<typeof cardFormSchema>>;

function expiryProblem(value: string, now: Date): string | undefined {
  if (value.trim() === '') return required('Expiry date');
  const parts = /^(\d{2})\/(\d{2})$/.exec(value.trim());
  if (!parts) return 'Enter the expiry date as MM/YY.';
  const month = Number(parts[1]);
  const year = 2000 + Number(parts[2]);
  if (month < 1 || month > 12) return "Your card's expiration month is invalid.";
  // A card works until the end of its expiry month.
  if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) {
    return "Your card's expiration date is in the past.";
  }
  return undefined;
}

/** The form's strings as the card step wants them. Call after the schema has passed. */
export function toCard(values: CardFormValues) {
  const [month = '0', year = '0'] = values.expiry.split('/');
  return {
    number: digitsOf(values.number),
    expMonth: Number(month),
    expYear: 2000 + Number(year),
    cvc: values.cvc.trim(),
  };
}
