import {
  centsToDollars,
  type DealNoticeKind,
  formatUsd,
  NOTIFICATION_TEXTS,
  paths,
} from '@phonebazaar/shared';
import type { Db } from '../../db/client.ts';
import type { MailService } from '../mail/index.ts';
import { noticeMail } from './notice-mail.ts';
import type { NoticeWriter } from './notice-writer.ts';
import type { NotificationsRepository } from './notifications-repository.ts';

const T = NOTIFICATION_TEXTS;

/** Where each party follows their deals in the app. */
const LINKS = { buyer: paths.dashboard.myOrder, seller: paths.dashboard.mySell } as const;

export interface DealNotice {
  kind: DealNoticeKind;
  bookingId: string;
}

/** Where a person chooses their notifications (issue #39): linked under every notice's mail. */
export const NOTIFICATION_PREFERENCES_PATH = `${paths.dashboard.profile}#notifications`;

/**
 * Tells a deal's buyer and/or seller that it moved on (issue #18): an in-app notice and a mail
 * through the outbox, both in the caller's transaction, so they exist exactly when the
 * transition does. Each person is told each kind of step of a deal once: a repeated send (a
 * retried sweep, a replayed request) writes nothing. A deleted account is not told.
 */
export function createDealNotices(deps: {
  repository: NotificationsRepository;
  writer: NoticeWriter;
  mail: MailService;
  publicUrl: string;
}) {
  const { repository, writer, mail, publicUrl } = deps;
  return {
    async send(tx: Db, notice: DealNotice): Promise<void> {
      const deal = await repository.readDeal(tx, notice.bookingId);
      if (!deal) throw new Error(`deal notice for an unknown booking ${notice.bookingId}`);
      const facts = {
        product: deal.productName,
        price: formatUsd(centsToDollars(deal.priceCents)),
        buyerName: deal.buyerName,
        sellerName: deal.sellerName,
        outcome: deal.disputeOutcome,
        reason: deal.disputeResolutionNote,
      };
      const texts = T.deal[notice.kind];
      const parties = [
        {
          role: 'buyer',
          id: deal.buyerId,
          name: deal.buyerName,
          email: deal.buyerEmail,
          live: deal.buyerLive,
        },
        {
          role: 'seller',
          id: deal.sellerId,
          name: deal.sellerName,
          email: deal.sellerEmail,
          live: deal.sellerLive,
        },
      ] as const;
      for (const party of parties) {
        const compose = texts[party.role];
        if (!compose || !party.live) continue;
        const { title, body } = compose(facts);
        const link = LINKS[party.role];
        const [told] = await writer.write(
          tx,
          [{ userId: party.id, kind: notice.kind, title, body, link, bookingId: deal.id }],
          { once: true },
        );
        // Issue #39: mail only when its person has not turned deal mail off.
        if (!told?.id || !told.mail) continue;
        const { text, html } = noticeMail({
          name: party.name,
          title,
          body,
          url: `${publicUrl}${link}`,
          prefsUrl: `${publicUrl}${NOTIFICATION_PREFERENCES_PATH}`,
        });
        await mail.enqueueMail(
          { kind: `deal-${notice.kind}`, to: party.email, subject: title, text, html },
          tx,
        );
      }
    },
  };
}

export type DealNotices = ReturnType<typeof createDealNotices>;
