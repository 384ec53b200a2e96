import type { DisputeParty, DisputeTimelineEntry } from './contracts/dispute-case.ts';
import type { DisputeOutcome } from './contracts/settlement.ts';

/**
 * Issue #46 item 1: a dispute both sides state, and the admin's case page. In a module of its
 * own: only signed-in deal cards and the admin's page use these words (decision 044's budget).
 */
export const DISPUTE_TEXTS = {
  // The seller's contest, now with their side.
  contestTitle: 'Contest the decline',
  contestIntro: (productName: string) =>
    `Tell the admin your side of the meetup for ${productName}: what you handed over, what the buyer checked, and anything the buyer's reason leaves out. An admin reads both sides and decides.`,
  contestSubmit: 'Contest and send my side',
  contesting: 'Sending…',

  // A party's statement on their deal card.
  panelTitle: 'Dispute',
  yourSide: 'Your side',
  statementLabel: 'What happened at the meetup',
  statementHint: (max: number) =>
    `Required, up to ${max} characters. The admin reads it beside the listing as booked and your conversation.`,
  statementRequired: 'Say what happened at the meetup',
  photos: 'Photos (optional)',
  photosHint: 'Up to 3 photos: JPEG, PNG or WebP, 5 MB each.',
  photosTooMany: 'At most 3 photos.',
  photoList: 'Photos for the admin',
  photoUploading: 'Uploading photo…',
  photoAlt: (n: number) => `Statement photo ${n}`,
  removePhoto: (n: number) => `Remove statement photo ${n}`,
  photoLink: (n: number) => `Open statement photo ${n}`,
  statementIntro: (productName: string) =>
    `Tell the admin your side of the meetup for ${productName}: what happened, what was checked and anything the other side leaves out. The other side does not see it.`,
  writeSide: 'Give your side',
  writeSideOf: (productName: string) => `Give your side of the dispute over ${productName}`,
  submit: 'Send my side',
  submitting: 'Sending…',
  sent: 'Your side was sent to the admin.',
  dueBy: (when: string) => `Give your side by ${when}`,
  stated: (when: string) => `You gave your side ${when}`,
  late: 'Your time to give your side has passed.',
  otherStated: {
    buyer: 'The seller has given their side.',
    seller: 'The buyer has given their side.',
  } satisfies Record<DisputeParty, string>,
  otherWaiting: {
    buyer: 'The seller has not given their side yet.',
    seller: 'The buyer has not given their side yet.',
  } satisfies Record<DisputeParty, string>,
  waitingDecision: 'An admin decides once both sides are in or a deadline passes.',
  decision: 'Decision',
  decidedOn: (when: string) => `Decided ${when}`,
  outcome: {
    refund: 'Refunded to the buyer',
    release: 'Released to the seller',
  } satisfies Record<DisputeOutcome, string>,
  reason: 'Reason',
  loading: 'Loading the dispute',
  loadFailed: 'The dispute could not be loaded',

  // Admin: the case page.
  caseLink: 'Open the case',
  caseLinkOf: (productName: string) => `Open the case of ${productName}`,
  caseTitle: (productName: string) => `Dispute: ${productName}`,
  caseIntro:
    'Both statements beside the listing as it was booked, the self-test reports, the conversation and the deal’s timeline. Decide once both sides are in or a deadline has passed; both sides read your reason.',
  back: 'All disputes',
  statementsHeading: 'Both sides',
  sideHeading: { buyer: 'Buyer’s side', seller: 'Seller’s side' } satisfies Record<
    DisputeParty,
    string
  >,
  declineHeading: 'The buyer’s decline',
  noStatement: 'Not stated yet.',
  noStatementLate: 'Not stated; the deadline passed.',
  noStatements: 'This dispute was opened before statements existed.',
  statedAt: 'Stated',
  due: 'Due',
  bookedHeading: 'The listing as booked',
  bookedLive: 'No copy was taken when this deal was booked; this is the listing now.',
  bookedAt: (when: string) => `As it was when booked, ${when}`,
  bookedPhotoAlt: (n: number) => `Listing photo ${n} as booked`,
  details: {
    price: 'Booked price',
    condition: 'Condition',
    area: 'Area',
    storage: 'Storage',
    ram: 'RAM',
    colour: 'Colour',
    battery: 'Battery health',
    defects: 'Defects declared',
    accessories: 'Accessories',
    description: 'Description',
    none: 'None',
  },
  selfTestsHeading: 'Self-test reports',
  noSelfTests: 'No self-test report for this phone.',
  selfTestBy: { seller: 'Seller', buyer: 'Buyer' } satisfies Record<DisputeParty, string>,
  selfTestWhen: { before: 'Before the booking', meetup: 'At the meetup' },
  selfTestSummary: (passed: number, failed: number, other: number) =>
    `${passed} passed, ${failed} failed, ${other} skipped or not available`,
  conversationHeading: 'Conversation',
  noConversation: 'The buyer and the seller did not write to each other.',
  from: { buyer: 'Buyer', seller: 'Seller' } satisfies Record<DisputeParty, string>,
  timelineHeading: 'Timeline',
  timeline: {
    booked: 'Booked',
    paid: 'Paid (money held)',
    declined: 'Buyer declined at the meetup',
    opened: 'Dispute opened',
    buyer_stated: 'Buyer gave their side',
    seller_stated: 'Seller gave their side',
    decided: 'Admin decided',
  } satisfies Record<DisputeTimelineEntry['event'], string>,
  waitForSides: 'You can decide once both sides are in or a deadline has passed.',
  notFound: 'This dispute was not found.',
} as const;
