import { describe, expect, it } from 'vitest';
import type { Tx } from '../../db/client.ts';
import { auditEntryOf, createDealEvents, noticesOf, settlementEffects } from './deal-events.ts';
import type { SettlementEvent } from './settlement-transition.ts';

const event = (e: Partial<SettlementEvent>): SettlementEvent => ({
  bookingId: 'b1',
  action: 'handoff',
  from: 'held',
  to: 'released',
  actorId: 'seller-1',
  ...e,
});

describe('deal events', () => {
  it('When each transition happens, then the parties are told what the issue lists', () => {
    expect(noticesOf(event({}))).toEqual(['code_entered']);
    expect(noticesOf(event({ action: 'expire', to: 'refunded', actorId: null }))).toEqual([
      'refunded',
    ]);
    expect(noticesOf(event({ action: 'decline', to: 'declined' }))).toEqual(['declined']);
    expect(noticesOf(event({ action: 'answerTimeout', from: 'declined', to: 'disputed' }))).toEqual(
      ['dispute_opened'],
    );
    // One refund, one notice (issue #46): the decision says the money went back.
    expect(noticesOf(event({ action: 'adminRefund', from: 'disputed', to: 'refunded' }))).toEqual([
      'dispute_decided',
    ]);
    expect(noticesOf(event({ action: 'acceptDecline', from: 'declined', to: 'refunded' }))).toEqual(
      ['refunded'],
    );
    // A capture that found the authorisation gone: the buyer was never charged.
    expect(noticesOf(event({ to: 'refunded' }))).toEqual(['refunded']);
  });

  it('When a step is audited, then its entry names the booking, the actor and the states before and after', () => {
    expect(auditEntryOf(event({}))).toEqual({
      actorId: 'seller-1',
      action: 'settlement.handoff',
      entity: 'booking',
      entityId: 'b1',
      before: { settlement: 'held' },
      after: { settlement: 'released' },
    });
  });

  it('When a transition commits its step, then every listener hears it by name, in order, in the same transaction', async () => {
    const tx = {} as Tx;
    const seen: string[] = [];
    const events = createDealEvents();
    events.on('ledger', async (t, moved) => seen.push(`ledger ${moved.to} ${t === tx}`));
    events.on('audit', async (t, moved) => seen.push(`audit ${moved.action} ${t === tx}`));
    await settlementEffects(events)(tx, event({}));
    expect(seen).toEqual(['ledger released true', 'audit handoff true']);
  });
});
