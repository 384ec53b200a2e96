import { describe, expect, it } from 'vitest';
import { ConflictError } from '../../lib/errors.ts';
import {
  assertBookingAction,
  assertListingBookable,
  BOOKING_TRANSITIONS,
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

  it('When a listing is sold or held, then it cannot be booked, with the spec messages', () => {
    const me = 'me';
    expect(() => assertListingBookable({ sold: false }, undefined, me)).not.toThrow();
    expect(() => assertListingBookable({ sold: true }, undefined, me)).toThrow(
      new ConflictError('This phone has already been sold.', 'LISTING_SOLD'),
    );
    expect(() => assertListingBookable({ sold: false }, { buyerId: 'you' }, me)).toThrow(
      'This phone is already booked by another buyer.',
    );
    expect(() => assertListingBookable({ sold: false }, { buyerId: me }, me)).toThrow(
      expect.objectContaining({ code: 'ALREADY_BOOKED_BY_YOU' }),
    );
  });
});
