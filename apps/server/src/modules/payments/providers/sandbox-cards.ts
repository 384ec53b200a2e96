import { createHmac } from 'node:crypto';
import { type CardErrorReply, isLuhnValid, SANDBOX_TEST_CARDS } from '@phonebazaar/shared';

/**
 * What the sandbox decides about a card, with the messages Stripe.js shows for the same
 * public test numbers (product-decisions §4). Pure, so the table is tested on its own.
 */
export interface SandboxCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export type CardOutcome =
  | { ok: true }
  | { ok: false; status: 400 | 402; error: CardErrorReply['error'] };

const invalid = (code: string, message: string): CardOutcome => ({
  ok: false,
  status: 400,
  error: { type: 'validation_error', code, message },
});

const declined = (code: string, message: string, declineCode?: string): CardOutcome => ({
  ok: false,
  status: 402,
  error: {
    type: 'card_error',
    code,
    message,
    ...(declineCode ? { decline_code: declineCode } : {}),
  },
});

/** Test numbers that fail, each as Stripe answers it. Every other valid number succeeds. */
const TEST_DECLINES: Record<string, CardOutcome> = {
  [SANDBOX_TEST_CARDS.declined]: declined(
    'card_declined',
    'Your card was declined.',
    'generic_decline',
  ),
  [SANDBOX_TEST_CARDS.insufficientFunds]: declined(
    'card_declined',
    'Your card has insufficient funds.',
    'insufficient_funds',
  ),
  [SANDBOX_TEST_CARDS.expired]: declined('expired_card', 'Your card has expired.', 'expired_card'),
  [SANDBOX_TEST_CARDS.incorrectCvc]: declined(
    'incorrect_cvc',
    "Your card's security code is incorrect.",
    'incorrect_cvc',
  ),
};

/** Checks the card as Stripe.js would before sending it, then applies the test table. */
export function judgeCard(card: SandboxCard, now: Date = new Date()): CardOutcome {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits)) return invalid('invalid_number', 'Your card number is invalid.');
  if (digits.length < 12) return invalid('incomplete_number', 'Your card number is incomplete.');
  if (digits.length > 19 || !isLuhnValid(digits)) {
    return invalid('invalid_number', 'Your card number is invalid.');
  }
  if (card.expMonth < 1 || card.expMonth > 12) {
    return invalid('invalid_expiry_month', "Your card's expiration month is invalid.");
  }
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  if (year < 2000 || year > 2099) {
    return invalid('invalid_expiry_year', "Your card's expiration year is invalid.");
  }
  const thisYear = now.getUTCFullYear();
  if (year < thisYear) {
    return invalid('invalid_expiry_year_past', "Your card's expiration year is in the past.");
  }
  if (year === thisYear && card.expMonth < now.getUTCMonth() + 1) {
    return invalid('invalid_expiry_month_past', "Your card's expiration date is in the past.");
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) {
    return invalid('incomplete_cvc', "Your card's security code is incomplete.");
  }
  return TEST_DECLINES[digits] ?? { ok: true };
}

/**
 * The sandbox's card fingerprint (issue #36, decision 055), standing in for Stripe's: an HMAC
 * of the card's digits with a server key, so the same card on two accounts gives the same
 * value and the number itself is never stored.
 */
export function sandboxCardFingerprint(key: string, number: string): string {
  const digits = number.replace(/[\s-]/g, '');
  return `sbx_${createHmac('sha256', key).update(`phonebazaar:sandbox-card:v1:${digits}`).digest('base64url').slice(0, 32)}`;
}
