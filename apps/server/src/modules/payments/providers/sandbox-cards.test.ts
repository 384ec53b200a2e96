import { isLuhnValid, SANDBOX_TEST_CARDS } from '@phonebazaar/shared';
import { describe, expect, it } from 'vitest';
import { judgeCard } from './sandbox-cards.ts';

const now = new Date('2030-06-15T12:00:00Z');
const card = (number: string, extra: object = {}) => ({
  number,
  expMonth: 12,
  expYear: 2032,
  cvc: '123',
  ...extra,
});
const messageOf = (outcome: ReturnType<typeof judgeCard>) =>
  outcome.ok ? 'ok' : `${outcome.status} ${outcome.error.code} ${outcome.error.message}`;

describe('sandbox cards', () => {
  it('When a test number is used, then it answers as the card provider does', () => {
    expect(judgeCard(card(SANDBOX_TEST_CARDS.success), now)).toEqual({ ok: true });
    expect(messageOf(judgeCard(card(SANDBOX_TEST_CARDS.declined), now))).toBe(
      '402 card_declined Your card was declined.',
    );
    expect(messageOf(judgeCard(card(SANDBOX_TEST_CARDS.insufficientFunds), now))).toBe(
      '402 card_declined Your card has insufficient funds.',
    );
    expect(messageOf(judgeCard(card(SANDBOX_TEST_CARDS.expired), now))).toBe(
      '402 expired_card Your card has expired.',
    );
    expect(messageOf(judgeCard(card(SANDBOX_TEST_CARDS.incorrectCvc), now))).toBe(
      "402 incorrect_cvc Your card's security code is incorrect.",
    );
  });

  it('When any other Luhn-valid number is used, then it succeeds; spaces are fine', () => {
    expect(judgeCard(card('5555 5555 5555 4444'), now)).toEqual({ ok: true });
    expect(judgeCard(card('378282246310005', { cvc: '1234' }), now)).toEqual({ ok: true });
  });

  it('When the number fails Luhn or is short, then a validation error (400)', () => {
    expect(isLuhnValid('4242424242424241')).toBe(false);
    expect(messageOf(judgeCard(card('4242 4242 4242 4241'), now))).toBe(
      '400 invalid_number Your card number is invalid.',
    );
    expect(messageOf(judgeCard(card('4242 4242'), now))).toMatch(/^400 incomplete_number/);
    expect(messageOf(judgeCard(card('4242-abcd'), now))).toMatch(/^400 invalid_number/);
  });

  it('When the expiry is past or impossible, then a validation error', () => {
    expect(messageOf(judgeCard(card('4242424242424242', { expYear: 2029 }), now))).toMatch(
      /^400 invalid_expiry_year_past/,
    );
    expect(
      messageOf(judgeCard(card('4242424242424242', { expYear: 2030, expMonth: 5 }), now)),
    ).toMatch(/^400 invalid_expiry_month_past/);
    // This month is still valid, and two-digit years mean 20YY.
    expect(judgeCard(card('4242424242424242', { expYear: 30, expMonth: 6 }), now).ok).toBe(true);
    expect(messageOf(judgeCard(card('4242424242424242', { expMonth: 13 }), now))).toMatch(
      /^400 invalid_expiry_month /,
    );
  });

  it('When the CVC is not 3-4 digits, then a validation error', () => {
    for (const cvc of ['12', '12345', 'abc', '']) {
      expect(messageOf(judgeCard(card('4242424242424242', { cvc }), now))).toMatch(
        /^400 incomplete_cvc/,
      );
    }
  });
});
