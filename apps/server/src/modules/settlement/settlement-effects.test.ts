import { describe, expect, it } from 'vitest';
import { noticesOf, settlementEffects } from './settlement-effects.ts';
import type { Tx } from './settlement-repository.ts';
import type { SettlementEvent } from './settlement-transition.ts';

const event = (e: Partial<SettlementEvent>): SettlementEvent => ({
  bookingId: 'b1',
  action: 'handoff',
  from: 'held',
  to: 'released',
  actorId: 'seller-1',
  ...e,
});

describe('settlement effects', () => {
  it('When each transition happens, then the parties are told what the issue lists', () => {
    expect(noticesOf(event({}))).toEqual(['code_entered']);
    expect(noticesOf(event({ action: 'expire', to: 'refunded', actorId: null }))).toEqual([
      'refunded',
    ]);
    expect(noticesOf(event({ action: 'decline', to: 'declined' }))).toEqual(['declined']);
    expect(noticesOf(event({ action: 'answerTimeout', from: 'declined', to: 'disputed' }))).toEqual(
      ['dispute_opened'],
    );
    expect(noticesOf(event({ action: 'adminRefund', from: 'disputed', to: 'refunded' }))).toEqual([
      'dispute_decided',
      'refunded',
    ]);
    // A capture that found the authorisation gone: the buyer was never charged.
    expect(noticesOf(event({ to: 'refunded' }))).toEqual(['refunded']);
  });

  it('When a deal is released, then the seller is credited, told and the step audited, in the same transaction', async () => {
    const tx = {} as Tx;
    const seen: string[] = [];
    const effects = settlementEffects({
      creditRelease: async (t, { bookingId }) => seen.push(`credit ${bookingId} ${t === tx}`),
      notify: async (t, n) => {
        seen.push(`notify ${n.kind} ${t === tx}`);
      },
      audit: async (t, entry) => {
        seen.push(
          `audit ${entry.action} ${entry.actorId} ${JSON.stringify(entry.before)} ${t === tx}`,
        );
      },
    });
    await effects(tx, event({}));
    expect(seen).toEqual([
      'credit b1 true',
      'notify code_entered true',
      'audit settlement.handoff seller-1 {"settlement":"held"} true',
    ]);
  });
});
