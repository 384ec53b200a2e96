/**
 * The deal card on My Order and My Sell (issue #37): the steps of a deal, in the words of
 * docs/state-machines.md (Booking, Settlement), and the one next action of each state.
 */
export const DEAL_CARD_TEXTS = {
  steps: {
    booked: 'Phone booked',
    paid: 'Paid and held',
    handedOver: 'Handed over',
    released: 'Released to the seller',
    declined: 'Declined at the meetup',
    disputed: 'Disputed',
    refunded: 'Refunded to the buyer',
    lapsed: 'Hold ended unpaid',
    cancelled: 'Cancelled by the buyer',
  },
  timeline: 'Steps of this deal',
  /** A step not reached yet, for screen readers (the eye sees an empty dot). */
  toCome: 'to come',
  payBefore: (when: string) => `Pay before ${when}`,
  payBeforeOf: (when: string, name: string) => `Pay for ${name} before ${when}`,
  waitingForPayment: (when: string) => `Waiting for the buyer to pay, until ${when}`,
  waitingForSeller: 'Waiting for the seller to answer',
  waitingForAdmin: 'An admin will decide',
  writeReview: 'Write a review',
  writeReviewOf: (name: string) => `Write a review of ${name}`,
  meetAt: 'Meet at',
  call: (name: string, number: string) => `Call ${name}, ${number}`,
  dealOf: (name: string) => `Deal: ${name}`,
} as const;
