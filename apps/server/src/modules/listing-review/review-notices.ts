import { LISTING_REVIEW_TEXTS, paths, type RejectReason } from '@phonebazaar/shared';
import type { UserNotice } from '../notifications/index.ts';

/** Where a seller reads and fixes their listings. */
const MY_PRODUCTS = paths.dashboard.myProducts;

/** The seller's notice (in-app and mail) when an admin approves a held listing. */
export function approvedNotice(sellerId: string, productName: string): UserNotice {
  return {
    userId: sellerId,
    kind: 'listing_approved',
    title: `Your listing ${productName} is live`,
    body: 'Our team reviewed it and buyers can see it now.',
    link: MY_PRODUCTS,
    mail: { kind: 'listing_approved' },
  };
}

/** The seller's notice when an admin rejects a listing: the reason, the note, what to do. */
export function rejectedNotice(
  sellerId: string,
  productName: string,
  reason: RejectReason,
  note: string,
): UserNotice {
  const because = LISTING_REVIEW_TEXTS.rejectReasons[reason];
  return {
    userId: sellerId,
    kind: 'listing_rejected',
    title: `Your listing ${productName} was rejected`,
    body: [
      `Reason: ${because}.`,
      ...(note ? [`Note from our team: ${note}`] : []),
      'Only you can see it now. Edit it in My Products to send it for review again.',
    ].join(' '),
    link: MY_PRODUCTS,
    mail: { kind: 'listing_rejected' },
  };
}
