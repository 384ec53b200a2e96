import { OFFER_RULES } from './contracts/offer-rules.ts';
import { formatUsd } from './format.ts';
import { MAKE_OFFER_TEXTS } from './texts-listing-actions.ts';

/** Issue #20, offers: UI and notice texts. */
export const OFFERS_TEXTS = {
  menu: 'Offers',
  title: 'Offers',
  intro: `Offers you made and offers on your listings. An offer or a counter waits ${OFFER_RULES.hours} hours for an answer.`,
  made: 'Offers I made',
  received: 'Offers on my listings',
  emptyMade: 'You have not made an offer yet. Make one from a phone’s page.',
  emptyReceived: 'No offers on your listings yet.',
  browse: 'Browse phones',
  loading: 'Loading offers',
  failed: 'Your offers did not load.',

  // The listing page's button and dialog.
  ...MAKE_OFFER_TEXTS,
  dialogTitle: (productName: string) => `Make an offer on ${productName}`,
  labels: {
    amount: 'Your offer (USD)',
    phone: 'Your phone number',
    meetingLocation: 'Meeting location',
    counter: 'Your counter offer (USD)',
    floor: 'Decline offers below (USD)',
  },
  range: (min: number, max: number) => `Between ${formatUsd(min)} and ${formatUsd(max)}.`,
  outOfRange: (min: number, max: number) =>
    `Offer between ${formatUsd(min)} and ${formatUsd(max)}.`,
  dialogHint: `The seller has ${OFFER_RULES.hours} hours to accept, decline or counter. If they accept, the phone is booked for you at that price.`,
  guideTitle: 'What phones like this sold for',
  guideBand: (p25: number, p75: number, count: number) =>
    `Most sold for ${formatUsd(p25)} to ${formatUsd(p75)} (${count} sales).`,
  guideModelStorage: 'Same model and storage, any grade.',
  send: 'Send offer',
  sending: 'Sending…',
  cancel: 'Cancel',
  close: 'Close',
  sent: 'Offer sent. The seller has 24 hours to answer.',
  autoDeclined:
    'The seller declines offers this low automatically. Try a higher offer or book the phone.',
  failedToSend: 'Your offer was not sent.',

  // The Offers page.
  statuses: {
    open: 'Waiting for the seller',
    countered: 'Countered',
    accepted: 'Accepted',
    declined: 'Declined',
    expired: 'Expired',
    superseded: 'Replaced by a newer offer',
  },
  statusesSeller: {
    open: 'Waiting for you',
    countered: 'Waiting for the buyer',
  },
  closedBy: {
    floor: 'Declined automatically',
    'other-accepted': 'Another offer was accepted',
    buyer: 'Declined by the buyer',
    seller: 'Declined by the seller',
  },
  offer: (amount: number) => `Offer ${formatUsd(amount)}`,
  counterOf: (amount: number) => `Counter ${formatUsd(amount)}`,
  listPrice: (amount: number) => `Listed at ${formatUsd(amount)}`,
  from: (name: string) => `From ${name}`,
  to: (name: string) => `To ${name}`,
  timeLeft: (ms: number) => {
    const minutes = Math.max(1, Math.ceil(ms / 60_000));
    if (minutes < 60) return `${minutes} min left`;
    return `${Math.floor(minutes / 60)} h ${minutes % 60} min left`;
  },
  offersLeft: (n: number) => (n === 1 ? '1 offer left' : `${n} offers left`),
  accept: 'Accept',
  acceptCounter: 'Accept counter',
  // Issue #45 item 7: accepting books the phone, so it is confirmed with the price and pay-by.
  confirmAcceptTitle: (productName: string) => `Accept the price for ${productName}?`,
  confirmAcceptBuyer: (price: number, hours: number, when: string) =>
    `The phone is booked for you at ${formatUsd(price)}. Pay within ${hours} hours (by ${when}) or the booking lapses.`,
  confirmAcceptSeller: (price: number, name: string, hours: number, when: string) =>
    `The phone is booked for ${name} at ${formatUsd(price)}. They have ${hours} hours to pay (until ${when}); until then nobody else can book it.`,
  confirmAcceptHold: 'The payment is held, not paid out, until the handoff code at the meetup.',
  confirmAccept: (price: number) => `Book it at ${formatUsd(price)}`,
  confirmCancel: 'Not now',
  payByOn: (when: string) => `Pay by ${when}`,
  buyerPaysBy: (when: string) => `Buyer pays by ${when}`,
  decline: 'Decline',
  counter: 'Counter',
  newOffer: 'Make a new offer',
  actionFor: (action: string, productName: string) => `${action}: ${productName}`,
  pay: 'Pay now',
  paid: 'Paid',
  accepted: 'Offer accepted: the phone is booked.',
  declined: 'Offer declined.',
  countered: 'Counter offer sent.',
  actionFailed: 'That did not work.',
  counterTitle: (productName: string) => `Counter the offer on ${productName}`,
  counterRange: (min: number, max: number) =>
    `More than ${formatUsd(min)} and less than ${formatUsd(max)}.`,
  sendCounter: 'Send counter',
  // Accepting after the listing's price changed so the agreed price no longer fits it (409
  // OFFER_PRICE_CHANGED, issue #35): the offer expires, nothing is booked.
  priceChanged: (price: number) =>
    `The price of this phone is now ${formatUsd(price)}, and this offer no longer fits it (offers are ${Math.round(OFFER_RULES.minShare * 100)}% to ${Math.round(OFFER_RULES.maxShare * 100)}% of the price). The offer has expired and nothing was booked; the buyer may make a new offer.`,
  priceChangedUnknown:
    'The price of this phone changed, and this offer no longer fits it. The offer has expired and nothing was booked; the buyer may make a new offer.',

  // The seller's automatic decline.
  floorsTitle: 'Automatic decline',
  floorsIntro:
    'Offers below your floor are declined at once. Buyers are told, but not the floor itself.',
  floorsEmpty: 'You have no listing on sale.',
  floorNone: 'No floor',
  floorSave: 'Save',
  floorClear: 'Remove floor',
  floorSaved: 'Floor saved.',
  floorFor: (productName: string) => `Floor for ${productName}`,

  // Notices (in the app and by mail).
  notices: {
    received: (productName: string, amount: number) => ({
      title: `New offer on ${productName}`,
      body: `A buyer offered ${formatUsd(amount)}. Accept, decline or counter within ${OFFER_RULES.hours} hours.`,
    }),
    countered: (productName: string, amount: number) => ({
      title: `Counter offer on ${productName}`,
      body: `The seller asks ${formatUsd(amount)}. Accept it within ${OFFER_RULES.hours} hours to book the phone.`,
    }),
    accepted: (productName: string, amount: number) => ({
      title: `Offer accepted: ${productName}`,
      body: `The phone is booked at ${formatUsd(amount)}. Pay from My Order to hold it.`,
    }),
    acceptedBySeller: (productName: string, amount: number) => ({
      title: `You accepted ${formatUsd(amount)} for ${productName}`,
      body: 'The phone is booked for the buyer at that price until they pay.',
    }),
    counterAccepted: (productName: string, amount: number) => ({
      title: `Counter accepted: ${productName}`,
      body: `The buyer accepted ${formatUsd(amount)}; the phone is booked for them until they pay.`,
    }),
    declined: (productName: string) => ({
      title: `Offer declined: ${productName}`,
      body: 'The seller declined your offer. You may make another one while the phone is on sale.',
    }),
    autoDeclined: (productName: string) => ({
      title: `Offer declined: ${productName}`,
      body: 'The seller declines offers this low automatically.',
    }),
    otherAccepted: (productName: string) => ({
      title: `Offer closed: ${productName}`,
      body: 'The seller accepted another offer on this phone.',
    }),
    counterDeclined: (productName: string) => ({
      title: `Counter declined: ${productName}`,
      body: 'The buyer declined your counter offer.',
    }),
    expired: (productName: string) => ({
      title: `Offer expired: ${productName}`,
      body: `No answer came within ${OFFER_RULES.hours} hours.`,
    }),
    /** Issue #35: a price change put a live offer (or its counter) out of range. */
    priceChangedBuyer: (productName: string, agreed: number, price: number) => ({
      title: `Offer expired: ${productName}`,
      body: `The price is now ${formatUsd(price)}, so ${formatUsd(agreed)} no longer fits it. You may make a new offer while the phone is on sale.`,
    }),
    priceChangedSeller: (productName: string, agreed: number, price: number) => ({
      title: `Offer expired: ${productName}`,
      body: `The price is now ${formatUsd(price)}, so the ${formatUsd(agreed)} offer no longer fits it. The buyer may make a new one.`,
    }),
  },
} as const;
