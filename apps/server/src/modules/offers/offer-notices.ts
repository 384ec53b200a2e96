import { OFFERS_TEXTS, paths } from '@phonebazaar/shared';
import type { Db } from '../../db/client.ts';
import type { UserNotices } from '../notifications/index.ts';

const N = OFFERS_TEXTS.notices;
const LINK = paths.dashboard.offers;

type Notice = { title: string; body: string };
export type OfferNoticeKind =
  | 'offer_received'
  | 'offer_countered'
  | 'offer_accepted'
  | 'offer_declined'
  | 'offer_expired';

/** Offer notices (in the app and by mail), each in the transaction of the step it tells. */
export function createOfferNotices(userNotices: UserNotices) {
  const send = (tx: Db, userId: string, kind: OfferNoticeKind, notice: Notice) =>
    userNotices.send(tx, { userId, kind, ...notice, link: LINK, mail: { kind } });
  return {
    received: (tx: Db, sellerId: string, productName: string, amount: number) =>
      send(tx, sellerId, 'offer_received', N.received(productName, amount)),
    countered: (tx: Db, buyerId: string, productName: string, amount: number) =>
      send(tx, buyerId, 'offer_countered', N.countered(productName, amount)),
    /** The side that did not accept is told; the booking's own 'booked' notice follows. */
    accepted: (tx: Db, userId: string, notice: Notice) =>
      send(tx, userId, 'offer_accepted', notice),
    declined: (tx: Db, userId: string, notice: Notice) =>
      send(tx, userId, 'offer_declined', notice),
    expired: (tx: Db, userId: string, productName: string) =>
      send(tx, userId, 'offer_expired', N.expired(productName)),
    /** Issue #35: the listing's price moved the offer out of range; both parties are told. */
    async priceChanged(
      tx: Db,
      parties: { buyerId: string; sellerId: string },
      productName: string,
      agreed: number,
      price: number,
    ) {
      await send(
        tx,
        parties.buyerId,
        'offer_expired',
        N.priceChangedBuyer(productName, agreed, price),
      );
      await send(
        tx,
        parties.sellerId,
        'offer_expired',
        N.priceChangedSeller(productName, agreed, price),
      );
    },
  };
}
export type OfferNotices = ReturnType<typeof createOfferNotices>;
