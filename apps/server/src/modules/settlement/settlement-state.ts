import type { Settlement } from '@phonebazaar/shared';
import { ConflictError } from '../../lib/errors.ts';

/**
 * The life of a paid booking's money (issue #18, decision 032), written down once: every
 * service (handoff, decline, answer, disputes, the sweeps) asks this table.
 * docs/state-machines.md says the same in prose.
 *
 *   none --pay--> held --handoff (code) / adminRelease--> released            [capture]
 *                  |  \--expire (window passed)--> refunded                   [cancel]
 *                  +--decline--> declined --acceptDecline--> refunded         [cancel]
 *                                   |--contest / answerTimeout--> disputed
 *                                                 |--adminRefund--> refunded  [cancel]
 *                                                 +--adminRelease--> released [capture]
 *
 * released and refunded are final. A transition marked with a provider call is a money
 * transition: it is claimed first (pending_action), the provider is called with an
 * idempotency key, and the outcome is committed (settlement-transition.ts); while a claim is
 * pending every other transition is refused (SETTLEMENT_IN_PROGRESS).
 */
export type SettlementState = Settlement;

export type SettlementAction =
  | 'pay'
  | 'handoff'
  | 'expire'
  | 'decline'
  | 'acceptDecline'
  | 'contest'
  | 'answerTimeout'
  | 'adminRefund'
  | 'adminRelease';

export type ProviderCall = 'capture' | 'cancel';

interface Rule {
  from: readonly SettlementState[];
  to: SettlementState;
  /** The provider call that moves the money, for money transitions. */
  provider?: ProviderCall;
}

export const SETTLEMENT_TRANSITIONS: Readonly<Record<SettlementAction, Rule>> = {
  pay: { from: ['none'], to: 'held' },
  // The buyer's code, entered by the seller at the meetup.
  handoff: { from: ['held'], to: 'released', provider: 'capture' },
  // No handoff within HANDOFF_WINDOW_HOURS: the authorisation is cancelled.
  expire: { from: ['held'], to: 'refunded', provider: 'cancel' },
  decline: { from: ['held'], to: 'declined' },
  acceptDecline: { from: ['declined'], to: 'refunded', provider: 'cancel' },
  contest: { from: ['declined'], to: 'disputed' },
  // The seller did not answer a decline in time: an admin decides.
  answerTimeout: { from: ['declined'], to: 'disputed' },
  adminRefund: { from: ['disputed'], to: 'refunded', provider: 'cancel' },
  adminRelease: { from: ['held', 'disputed'], to: 'released', provider: 'capture' },
};

/** Why an action is refused, by the state the money is in. */
export const SETTLEMENT_REFUSALS: Readonly<
  Record<SettlementState, { message: string; code: string }>
> = {
  none: { message: 'This booking has not been paid.', code: 'SETTLEMENT_NOT_HELD' },
  held: { message: 'The payment is still held for the handoff.', code: 'SETTLEMENT_HELD' },
  released: {
    message: 'The payment has already been released to the seller.',
    code: 'SETTLEMENT_RELEASED',
  },
  declined: {
    message: 'The buyer declined the phone; the seller has to answer first.',
    code: 'SETTLEMENT_DECLINED',
  },
  disputed: {
    message: 'This deal is disputed; an admin decides.',
    code: 'SETTLEMENT_DISPUTED',
  },
  refunded: {
    message: 'The payment has already been given back to the buyer.',
    code: 'SETTLEMENT_REFUNDED',
  },
};

export const SETTLEMENT_IN_PROGRESS = 'SETTLEMENT_IN_PROGRESS';

export function canSettle(state: SettlementState, action: SettlementAction): boolean {
  return SETTLEMENT_TRANSITIONS[action].from.includes(state);
}

/** The provider call a transition makes, if it moves money. */
export function providerCallOf(action: SettlementAction): ProviderCall | undefined {
  return SETTLEMENT_TRANSITIONS[action].provider;
}

/**
 * Returns the state after `action`, or throws 409 with the refusal for the current state.
 * `pending` is the claimed, unfinished money transition of the row, if any: nothing else
 * may happen to the money until it is finished.
 */
export function assertSettlement(
  state: SettlementState,
  action: SettlementAction,
  pending?: ProviderCall | null,
): SettlementState {
  if (pending) {
    throw new ConflictError(
      'The payment of this deal is being settled right now. Try again in a moment.',
      SETTLEMENT_IN_PROGRESS,
    );
  }
  const rule = SETTLEMENT_TRANSITIONS[action];
  if (rule.from.includes(state)) return rule.to;
  const refusal = SETTLEMENT_REFUSALS[state];
  throw new ConflictError(refusal.message, refusal.code);
}

/** The state a finished provider call leads to. */
export function settlementAfter(call: ProviderCall): SettlementState {
  return call === 'capture' ? 'released' : 'refunded';
}

export function isFinalSettlement(state: SettlementState): boolean {
  return state === 'released' || state === 'refunded';
}
