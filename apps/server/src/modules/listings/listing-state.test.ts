import { describe, expect, it } from 'vitest';
import { ConflictError } from '../../lib/errors.ts';
import {
  assertTransition,
  canApply,
  LISTING_TRANSITIONS,
  type ListingAction,
  type ListingState,
  listingState,
} from './listing-state.ts';

const STATES: ListingState[] = ['available', 'booked', 'sold', 'pending_review', 'rejected'];

describe('listing state machine', () => {
  it('When flags are read, then sold wins over a stale booking flag', () => {
    expect(listingState({ sold: false, booking: false })).toBe('available');
    expect(listingState({ sold: false, booking: true })).toBe('booked');
    expect(listingState({ sold: true, booking: true })).toBe('sold');
  });

  it('When a listing moves through its life, then available -> booked -> sold, and a lapse frees it', () => {
    expect(assertTransition('available', 'book')).toBe('booked');
    expect(assertTransition('booked', 'pay')).toBe('sold');
    expect(assertTransition('booked', 'lapse')).toBe('available');
  });

  it('When a sold listing is advertised or edited, then a 409 says why', () => {
    expect(() => assertTransition('sold', 'advertise')).toThrow(
      new ConflictError('A sold listing cannot be advertised.', 'LISTING_SOLD'),
    );
    try {
      assertTransition('sold', 'edit');
    } catch (error) {
      expect(error).toMatchObject({ statusCode: 409, code: 'LISTING_SOLD' });
    }
    expect(() => assertTransition('booked', 'book')).toThrow('This listing is already booked.');
    expect(() => assertTransition('sold', 'pay')).toThrow('This listing has already been sold.');
  });

  it('When advertising, editing, reporting or deleting, then the state does not change', () => {
    for (const action of ['advertise', 'edit', 'report', 'delete'] as ListingAction[]) {
      for (const state of STATES) {
        if (canApply(state, action)) expect(assertTransition(state, action)).toBe(state);
      }
    }
    expect(STATES.filter((s) => canApply(s, 'advertise'))).toEqual(['available', 'booked']);
    expect(STATES.filter((s) => canApply(s, 'delete'))).toEqual(STATES);
  });

  it('When a held payment is refunded, then the sold listing is available again; nothing else is refunded', () => {
    expect(assertTransition('sold', 'refund')).toBe('available');
    expect(STATES.filter((s) => canApply(s, 'refund'))).toEqual(['sold']);
    expect(() => assertTransition('booked', 'refund')).toThrow(
      expect.objectContaining({ statusCode: 409, code: 'LISTING_NOT_SOLD' }),
    );
  });

  it('When an action is refused in a state, then the table gives a message for it', () => {
    for (const [action, rule] of Object.entries(LISTING_TRANSITIONS)) {
      for (const state of STATES) {
        if (!rule.from.includes(state)) {
          expect(rule.refused[state], `${action} in ${state}`).toBeDefined();
        }
      }
    }
  });

  it('When a row is held for review or rejected, then its review state wins over sold and booked', () => {
    expect(listingState({ sold: false, booking: false, reviewState: 'clear' })).toBe('available');
    expect(listingState({ sold: false, booking: false, reviewState: 'pending_review' })).toBe(
      'pending_review',
    );
    expect(listingState({ sold: false, booking: true, reviewState: 'rejected' })).toBe('rejected');
    expect(listingState({ sold: true, booking: false, reviewState: null })).toBe('sold');
  });

  it('When an admin reviews, then approve puts a held listing on the market and leaves a live one as it is', () => {
    expect(assertTransition('pending_review', 'approve')).toBe('available');
    expect(assertTransition('available', 'approve')).toBe('available');
    expect(STATES.filter((s) => canApply(s, 'approve'))).toEqual(['available', 'pending_review']);
    expect(() => assertTransition('rejected', 'approve')).toThrow(
      expect.objectContaining({ statusCode: 409, code: 'LISTING_REJECTED' }),
    );
  });

  it('When an admin rejects, then an available or held listing is rejected, a booked or sold one is refused', () => {
    expect(assertTransition('available', 'reject')).toBe('rejected');
    expect(assertTransition('pending_review', 'reject')).toBe('rejected');
    expect(() => assertTransition('booked', 'reject')).toThrow(
      new ConflictError(
        'A booked listing cannot be rejected while the booking lasts.',
        'LISTING_BOOKED',
      ),
    );
    expect(() => assertTransition('sold', 'reject')).toThrow(
      new ConflictError('A sold listing cannot be rejected.', 'LISTING_SOLD'),
    );
  });

  it('When the seller resubmits, then only a rejected listing goes back to review', () => {
    expect(assertTransition('rejected', 'resubmit')).toBe('pending_review');
    expect(STATES.filter((s) => canApply(s, 'resubmit'))).toEqual(['rejected']);
    expect(() => assertTransition('pending_review', 'resubmit')).toThrow(
      expect.objectContaining({ statusCode: 409, code: 'LISTING_NOT_REJECTED' }),
    );
  });

  it('When a listing is held or rejected, then its seller may edit or delete it but nobody may advertise, book or report it', () => {
    for (const state of ['pending_review', 'rejected'] as ListingState[]) {
      expect(assertTransition(state, 'edit')).toBe(state);
      expect(assertTransition(state, 'delete')).toBe(state);
      for (const action of ['advertise', 'book', 'report'] as ListingAction[]) {
        expect(() => assertTransition(state, action)).toThrow(
          expect.objectContaining({ statusCode: 409, code: 'LISTING_NOT_LIVE' }),
        );
      }
    }
  });
});
