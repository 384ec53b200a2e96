import type { DeclineReason, DisputeOutcome, Settlement } from './contracts/settlement.ts';

/**
 * Texts of the held deal (issue #18): the buyer's handoff code and decline, the seller's code
 * entry and answer, the admins' Disputes page. A module of its own, apart from TEXTS, for the
 * same reason as BUYING_TEXTS: only signed-in screens, which load lazily, need them.
 */
export const DEAL_TEXTS = {
  /** The settlement badge beside the spec's 'Paid' / 'paid' (which stay as they are). */
  settlement: {
    held: 'Held',
    released: 'Released',
    declined: 'Declined — waiting for seller',
    disputed: 'In dispute',
    refunded: 'Refunded',
  } satisfies Record<Exclude<Settlement, 'none'>, string>,
  settlementHint: {
    held: 'The payment is held until the buyer gives the seller the handoff code.',
    released: 'The buyer checked the phone and gave the code: the payment went to the seller.',
    declined: 'The buyer declined the phone at the meetup. The seller has 48 hours to answer.',
    disputed: 'The seller contested the decline. An admin will decide.',
    refunded: 'The payment went back to the buyer in full.',
  } satisfies Record<Exclude<Settlement, 'none'>, string>,
  /** Screen readers hear the badge's kind first. */
  settlementLabel: 'Payment',
  handoffUntil: (when: string) => `Handoff by ${when}`,

  // Buyer: the handoff code.
  showCode: 'Show handoff code',
  showCodeOf: (productName: string) => `Show handoff code for ${productName}`,
  codeTitle: 'Handoff code',
  checklistIntro: 'Check the phone with the seller before you see the code:',
  checklistLegend: 'Before you give the code',
  checkImei: (lastFour: string | null) =>
    lastFour
      ? `The IMEI shown by dialling *#06# ends in ${lastFour}, as on the listing`
      : 'The IMEI shown by dialling *#06# matches the listing',
  checkSignedOut: 'The phone is signed out of its Google or Apple account',
  checkPowers: 'It powers on and charges',
  tickAll: 'Tick all three to see the code.',
  revealCode: 'Show the code',
  codeLoading: 'Loading the code…',
  codeFailed: 'The code could not be loaded',
  codeIntro: 'Your handoff code',
  codeWarning: 'Give this code to the seller only after you have checked the phone.',
  validUntil: (when: string) => `Valid until ${when}`,
  close: 'Close',

  // Buyer: decline at the meetup.
  decline: 'Decline',
  declineOf: (productName: string) => `Decline ${productName}`,
  declineTitle: 'Decline the phone',
  declineIntro:
    'Not as described? Tell us why. The seller can accept (you get a full refund) or contest it (an admin decides).',
  reasonLegend: 'What is wrong',
  reasons: {
    imei_mismatch: "IMEI doesn't match",
    undisclosed_defect: 'Undisclosed defect',
    account_locked: 'Account locked',
    other: 'Other',
  } satisfies Record<DeclineReason, string>,
  note: 'Note',
  noteHintOptional: 'Optional. What you saw at the meetup.',
  noteHintRequired: 'Required for Other. What you saw at the meetup.',
  noteRequired: 'Say what is wrong with the phone',
  reasonRequired: 'Choose what is wrong',
  photos: 'Photos (up to 3)',
  photosHint: 'Optional. JPEG, PNG, WebP, GIF or AVIF, up to 5 MB each.',
  photosTooMany: 'At most 3 photos',
  photoUploading: 'Uploading…',
  removePhoto: (n: number) => `Remove photo ${n}`,
  photoAlt: (n: number) => `Photo ${n}`,
  submitDecline: 'Decline the phone',
  declining: 'Declining…',
  declined: 'You declined the phone. The seller has 48 hours to answer.',
  keepDeal: 'Keep the deal',

  // Seller: the code.
  enterCode: 'Enter handoff code',
  enterCodeOf: (productName: string) => `Enter handoff code for ${productName}`,
  codeLabel: 'Handoff code (6 digits)',
  codeHint: 'The buyer gives it to you after checking the phone.',
  confirmHandoff: 'Confirm handoff',
  confirming: 'Confirming…',
  released: 'Handoff confirmed. The payment is released to you.',
  codeErrors: {
    format: 'Enter the 6 digits the buyer gave you.',
    wrong: 'That code is not right. Check it with the buyer and try again.',
    locked: 'Too many wrong codes. Code entry is locked for 15 minutes.',
    expired: 'The handoff window has ended, so the payment went back to the buyer.',
    state: 'This deal has moved on; the list shows where it stands now.',
  },

  // The decline's details (seller, buyer, admin).
  declineDetails: 'Why the buyer declined',
  reason: 'Reason',
  declinedOn: 'Declined',
  answerBy: (when: string) => `The seller answers by ${when}; no answer opens a dispute.`,
  photoLink: (n: number) => `Open photo ${n}`,
  meetupPhotos: 'Photos from the meetup',
  noNote: 'No note',

  // Seller: the answer.
  acceptRefund: 'Accept and refund',
  acceptRefundOf: (productName: string) => `Accept and refund ${productName}`,
  contest: 'Contest',
  contestOf: (productName: string) => `Contest the decline of ${productName}`,
  acceptTitle: 'Accept the decline?',
  acceptQuestion: (productName: string) =>
    `The buyer gets a full refund and ${productName} is listed for sale again.`,
  contestTitle: 'Contest the decline?',
  contestQuestion: (productName: string) =>
    `An admin looks at both sides and decides whether the payment for ${productName} goes to you or back to the buyer.`,
  cancel: 'Cancel',
  accepted: 'Decline accepted. The buyer is refunded and the phone is for sale again.',
  contested: 'Decline contested. An admin will decide.',

  // Admin: Disputes.
  disputes: {
    menu: 'Disputes',
    title: 'Disputes',
    intro:
      'Deals a seller contested (or did not answer) after the buyer declined the phone. Read both sides, then refund the buyer or release the payment to the seller.',
    open: 'Open disputes',
    resolvedHeading: 'Resolved',
    loading: 'Loading disputes',
    loadFailed: 'Disputes could not be loaded',
    empty: 'No disputes',
    emptyHint: 'When a seller contests a declined deal, it shows here.',
    noOpen: 'No open disputes.',
    buyer: 'Buyer',
    seller: 'Seller',
    price: 'Price',
    opened: 'Opened',
    resolvedOn: 'Resolved',
    outcome: 'Outcome',
    outcomes: {
      refund: 'Refund buyer',
      release: 'Release to seller',
    } satisfies Record<DisputeOutcome, string>,
    decided: {
      refund: 'Refunded to the buyer',
      release: 'Released to the seller',
    } satisfies Record<DisputeOutcome, string>,
    resolve: 'Resolve',
    resolveOf: (productName: string) => `Resolve the dispute over ${productName}`,
    resolveTitle: (productName: string) => `Resolve: ${productName}`,
    outcomeLegend: 'Decision',
    outcomeRequired: 'Choose refund or release',
    note: 'Note (both sides read it)',
    noteRequired: 'Write a note about the decision',
    submit: 'Resolve dispute',
    resolving: 'Resolving…',
    resolvedToast: 'Dispute resolved',
    // Issue #36 N7: deals where someone may be guessing the buyer's handoff code.
    flagged: {
      heading: 'Wrong handoff codes',
      intro:
        'Deals where ten or more wrong handoff codes were entered: someone may be guessing the buyer’s code. The buyer was told; the deal goes on as usual.',
      wrongCodes: (n: number) => `${n} wrong codes`,
      flaggedOn: 'Flagged',
      lockedUntil: 'Code entry locked until',
      state: 'Deal',
    },
  },
} as const;
