import { describe, expect, it } from 'vitest';
import { cardFormSchema, formatCardNumber, formatExpiry, toCard } from './card-input';

const now = new Date(2030, 5, 15); // June 2030
const check = (values: Partial<{ number: string; expiry: string; cvc: string }>) => {
  const result = cardFormSchema(now).safeParse({
    number: '4242 4242 4242 4242',
    expiry: '12/34',
    cvc: '123',
    ...values,
  });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('card input', () => {
  it('When digits are typed, then the number is grouped by four and the expiry gets its slash', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42a')).toBe('4242 42');
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('12/345')).toBe('12/34');
  });

  it('When the card number is empty, short or fails Luhn, then each gets its own message', () => {
    expect(check({ number: '' })).toEqual(['Card number is required']);
    expect(check({ number: '4242 4242' })).toEqual(['Your card number is incomplete.']);
    expect(check({ number: '4242 4242 4242 4241' })).toEqual(['Your card number is invalid.']);
    expect(check({ number: '4000 0000 0000 0002' })).toEqual([]);
  });

  it('When the expiry is missing, malformed, impossible or past, then it says which', () => {
    expect(check({ expiry: '' })).toEqual(['Expiry date is required']);
    expect(check({ expiry: '1' })).toEqual(['Enter the expiry date as MM/YY.']);
    expect(check({ expiry: '13/31' })).toEqual(["Your card's expiration month is invalid."]);
    expect(check({ expiry: '05/30' })).toEqual(["Your card's expiration date is in the past."]);
    expect(check({ expiry: '06/30' })).toEqual([]);
  });

  it('When the CVC is missing or short, then it says so', () => {
    expect(check({ cvc: '' })).toEqual(['CVC is required']);
    expect(check({ cvc: '12' })).toEqual(["Your card's security code is incomplete."]);
    expect(check({ cvc: '1234' })).toEqual([]);
  });

  it('When the form is valid, then the card step gets digits and a four-digit year', () => {
    expect(toCard({ number: '4242 4242 4242 4242', expiry: '09/31', cvc: ' 123 ' })).toEqual({
      number: '4242424242424242',
      expMonth: 9,
      expYear: 2031,
      cvc: '123',
    });
  });
});
