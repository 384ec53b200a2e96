import {
  type Conversation,
  centsToDollars,
  type Message,
  safetyWarningOf,
} from '@phonebazaar/shared';
import { absoluteImageUrl } from '../../lib/absolute-image-url.ts';
import type { ConversationView } from './conversations-repository.ts';
import type { MessageRow } from './messages-repository.ts';

/** A stored message as the contract says it, for `me` (undefined: an admin, nobody's "mine"). */
export function toMessage(row: MessageRow, publicUrl: string, me?: string): Message {
  return {
    id: row.id,
    conversationId: row.conversationId,
    senderId: row.senderId,
    mine: row.senderId === me,
    text: row.text,
    photos: row.photos.map((photo) => absoluteImageUrl(publicUrl, photo)),
    warning: row.warning,
    // Issue #45 item 4: which warning, worked out from the text (flags stored before it have none).
    warningKind: row.warning ? (safetyWarningOf(row.text) ?? 'payment') : null,
    createdAt: row.createdAt.toISOString(),
    seq: row.seq,
  };
}

export function toListing(
  view: { productName: string; productImg: string; sellingPriceCents: number },
  listingId: string,
  publicUrl: string,
) {
  return {
    id: listingId,
    productName: view.productName,
    productImg: absoluteImageUrl(publicUrl, view.productImg),
    sellingPrice: centsToDollars(view.sellingPriceCents),
  };
}

/** A conversation as one of its parties sees it. */
export function toConversation(
  view: ConversationView,
  me: string,
  publicUrl: string,
): Conversation {
  const { c } = view;
  const buyer = c.buyerId === me;
  const myRead = buyer ? c.buyerLastReadSeq : c.sellerLastReadSeq;
  return {
    id: c.id,
    listing: toListing(view, c.listingId, publicUrl),
    role: buyer ? 'buyer' : 'seller',
    other: {
      id: view.otherId,
      name: view.otherName,
      image: absoluteImageUrl(publicUrl, view.otherImage),
      sharedPhone: buyer ? c.sellerSharedPhone : c.buyerSharedPhone,
    },
    mySharedPhone: buyer ? c.buyerSharedPhone : c.sellerSharedPhone,
    lastMessage: view.last ? toMessage(view.last, publicUrl, me) : null,
    unread: Math.max(0, c.lastSeq - myRead),
    blocked: view.blocked,
    blockedByMe: view.blockedByMe,
    reported: c.reportedAt !== null,
    updatedAt: c.lastMessageAt.toISOString(),
  };
}
