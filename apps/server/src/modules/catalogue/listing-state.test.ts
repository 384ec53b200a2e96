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

const STATES: ListingState[] = ['available', 'booked', 'sold'];

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
});
