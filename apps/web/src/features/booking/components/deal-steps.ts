import { type BuyerBooking, DEAL_CARD_TEXTS } from '@phonebazaar/shared';

type Deal = Pick<
  BuyerBooking,
  | 'status'
  | 'settlement'
  | 'createdAt'
  | 'expiresAt'
  | 'paidAt'
  | 'cancelledAt'
  | 'settledAt'
  | 'disputeOpenedAt'
  | 'decline'
>;

export type DealStepKey = keyof typeof DEAL_CARD_TEXTS.steps;

export interface DealStep {
  key: DealStepKey;
  label: string;
  /** When it happened; null for a step to come, or one whose instant was not recorded. */
  at: string | null;
  done: boolean;
}

const step = (key: DealStepKey, at: string | null | undefined, done = true): DealStep => ({
  key,
  label: DEAL_CARD_TEXTS.steps[key],
  at: at ?? null,
  done,
});

/**
 * The steps of a deal so far and, while it is open, those to come (issue #37), read from the
 * booking and settlement machines (docs/state-machines.md): booked, paid and held, handed over,
 * released; or declined, disputed, refunded; or lapsed, cancelled.
 */
export function dealSteps(deal: Deal): DealStep[] {
  const booked = step('booked', deal.createdAt);
  if (deal.status === 'lapsed') return [booked, step('lapsed', deal.expiresAt)];
  if (deal.status === 'cancelled') return [booked, step('cancelled', deal.cancelledAt)];
  const toCome = [step('handedOver', null, false), step('released', null, false)];
  if (deal.status === 'active') return [booked, step('paid', null, false), ...toCome];
  const paid = step('paid', deal.paidAt);
  const declined = step('declined', deal.decline?.declinedAt);
  const disputed = step('disputed', deal.disputeOpenedAt);
  switch (deal.settlement) {
    case 'released':
      return deal.decline
        ? [booked, paid, declined, disputed, step('released', deal.settledAt)]
        : [booked, paid, step('handedOver', deal.settledAt), step('released', deal.settledAt)];
    case 'declined':
      return [booked, paid, declined];
    case 'disputed':
      return [booked, paid, declined, disputed];
    case 'refunded': {
      const before = deal.decline ? [declined, ...(deal.disputeOpenedAt ? [disputed] : [])] : [];
      return [booked, paid, ...before, step('refunded', deal.settledAt)];
    }
    default:
      return [booked, paid, ...toCome];
  }
}
