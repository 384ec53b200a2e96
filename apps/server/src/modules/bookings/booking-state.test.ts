import { describe, expect, it } from 'vitest';
import { ConflictError } from '../../lib/errors.ts';
import {
  assertBookingAction,
  BOOKING_TRANSITIONS,
  bookingRefused,
  bookingState,
  canApplyToBooking,
} from './booking-state.ts';

describe('booking state machine', () => {
  it('When flags are read, then paid wins, then the lapse, else active', () => {
    expect(bookingState({ paid: false, lapsed: false })).toBe('active');
    expect(bookingState({ paid: false, lapsed: true })).toBe('lapsed');
    // A paid booking past its old hold is still paid: paying ends the clock.
    expect(bookingState({ paid: true, lapsed: true })).toBe('paid');
  });

  it('When an active booking is paid, then it becomes paid; nothing else leads anywhere', () => {
    expect(assertBookingAction('active', 'pay')).toBe('paid');
    expect(assertBookingAction('active', 'createIntent')).toBe('active');
    for (const rule of Object.values(BOOKING_TRANSITIONS)) expect(rule.from).toEqual(['active']);
  });

  it('When a lapsed or paid booking is asked to pay, then 409 with its own code', () => {
    expect(canApplyToBooking('lapsed', 'pay')).toBe(false);
    expect(() => assertBookingAction('lapsed', 'pay')).toThrow(
      expect.objectContaining({ statusCode: 409, code: 'BOOKING_LAPSED' }),
    );
    expect(() => assertBookingAction('paid', 'createIntent')).toThrow(
      expect.objectContaining({ statusCode: 409, code: 'BOOKING_PAID' }),
    );
  });

  it("When book_listing refuses, then each code answers with the buying texts' status and message", () => {
    const details = { maxOpen: 3 };
    expect(bookingRefused('LISTING_SOLD', details)).toEqual(
      new ConflictError('This phone has already been sold.', 'LISTING_SOLD'),
    );
    expect(bookingRefused('LISTING_BOOKED', details)).toMatchObject({
      statusCode: 409,
      code: 'LISTING_BOOKED',
      message: 'This phone is already booked by another buyer.',
    });
    expect(bookingRefused('ALREADY_BOOKED_BY_YOU', details)).toMatchObject({
      statusCode: 409,
      message: 'You have already booked this phone. Pay for it from My Order.',
    });
    expect(bookingRefused('OWN_LISTING', details)).toMatchObject({
      statusCode: 403,
      message: 'You cannot book your own listing.',
    });
    expect(bookingRefused('PRODUCT_NOT_FOUND', details)).toMatchObject({
      statusCode: 404,
      code: 'PRODUCT_NOT_FOUND',
    });
    expect(bookingRefused('BUYER_GONE', details)).toMatchObject({ statusCode: 401 });
    expect(bookingRefused('TOO_MANY_OPEN_BOOKINGS', details)).toMatchObject({
      statusCode: 409,
      message: expect.stringMatching(/^You already have 3 unpaid bookings\./),
    });
    const inTenMinutes = new Date(Date.now() + 10 * 60_000);
    expect(
      bookingRefused('REBOOK_COOLDOWN', { ...details, cooldownUntil: inTenMinutes }),
    ).toMatchObject({ statusCode: 409, message: expect.stringContaining('in 10 minutes') });
  });

  it('When an accepted offer’s booking is refused, then every code is 409 with the text its parties read', () => {
    const details = { maxOpen: 3 };
    const codes = [
      'BUYER_GONE',
      'PRODUCT_NOT_FOUND',
      'OWN_LISTING',
      'LISTING_SOLD',
      'ALREADY_BOOKED_BY_YOU',
      'LISTING_BOOKED',
      'REBOOK_COOLDOWN',
      'TOO_MANY_OPEN_BOOKINGS',
    ] as const;
    for (const code of codes) {
      expect(bookingRefused(code, details, 'deal')).toMatchObject({ statusCode: 409, code });
    }
    expect(bookingRefused('LISTING_BOOKED', details, 'deal').message).toBe(
      'This phone was booked by someone else in the meantime.',
    );
    expect(bookingRefused('TOO_MANY_OPEN_BOOKINGS', details, 'deal').message).toBe(
      'The buyer has too many unpaid bookings to book another phone.',
    );
  });
});
