import { SETTLEMENTS } from '@phonebazaar/shared';
import { describe, expect, it } from 'vitest';
import {
  assertSettlement,
  canSettle,
  isFinalSettlement,
  providerCallOf,
  SETTLEMENT_TRANSITIONS,
  type SettlementAction,
  type SettlementState,
  settlementAfter,
} from './settlement-state.ts';

/** Every allowed (from, action) -> to, as the issue states them. */
const EXPECTED: [SettlementState, SettlementAction, SettlementState][] = [
  ['none', 'pay', 'held'],
  ['held', 'handoff', 'released'],
  ['held', 'adminRelease', 'released'],
  ['held', 'expire', 'refunded'],
  ['held', 'decline', 'declined'],
  ['declined', 'acceptDecline', 'refunded'],
  ['declined', 'contest', 'disputed'],
  ['declined', 'answerTimeout', 'disputed'],
  ['disputed', 'adminRefund', 'refunded'],
  ['disputed', 'adminRelease', 'released'],
];

describe('settlement state machine', () => {
  it('When each allowed transition is asked, then it leads where the issue says', () => {
    for (const [from, action, to] of EXPECTED) expect(assertSettlement(from, action)).toBe(to);
  });

  it('When any other (state, action) pair is asked, then 409 with the state’s own code', () => {
    const actions = Object.keys(SETTLEMENT_TRANSITIONS) as SettlementAction[];
    let refused = 0;
    for (const state of SETTLEMENTS) {
      for (const action of actions) {
        if (EXPECTED.some(([f, a]) => f === state && a === action)) continue;
        expect(canSettle(state, action)).toBe(false);
        expect(() => assertSettlement(state, action)).toThrow(
          expect.objectContaining({ statusCode: 409, code: expect.stringMatching(/^SETTLEMENT_/) }),
        );
        refused++;
      }
    }
    expect(refused).toBe(SETTLEMENTS.length * actions.length - EXPECTED.length);
  });

  it('When released or refunded, then nothing leads out: they are final', () => {
    for (const state of ['released', 'refunded'] as const) {
      expect(isFinalSettlement(state)).toBe(true);
      for (const rule of Object.values(SETTLEMENT_TRANSITIONS)) {
        expect(rule.from).not.toContain(state);
      }
    }
    expect(isFinalSettlement('held')).toBe(false);
  });

  it('When money moves, then releases capture and refunds cancel; the rest call no provider', () => {
    for (const [, action, to] of EXPECTED) {
      const call = providerCallOf(action);
      if (to === 'released') expect(call).toBe('capture');
      else if (to === 'refunded') expect(call).toBe('cancel');
      else expect(call).toBeUndefined();
      if (call) expect(settlementAfter(call)).toBe(to);
    }
  });

  it('When a money transition is pending, then every action is refused as in progress', () => {
    expect(() => assertSettlement('held', 'handoff', 'capture')).toThrow(
      expect.objectContaining({ statusCode: 409, code: 'SETTLEMENT_IN_PROGRESS' }),
    );
    expect(() => assertSettlement('held', 'decline', 'cancel')).toThrow(
      expect.objectContaining({ code: 'SETTLEMENT_IN_PROGRESS' }),
    );
  });
});
