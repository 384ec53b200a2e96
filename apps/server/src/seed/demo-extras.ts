import { MESSAGING_TEXTS, OFFERS_TEXTS, paths } from '@phonebazaar/shared';
import { and, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { notifications, products, users } from '../db/schema.ts';
import { savedSearches, savedSearchKeys } from '../db/schema-alerts.ts';
import { favourites } from '../db/schema-favourites.ts';
import { conversations, messages } from '../db/schema-messaging.ts';
import { offers } from '../db/schema-offers.ts';
import { DEMO_ACCOUNTS, type DemoUserKey, demoUser } from './demo-accounts.ts';
import { demoProductId } from './demo-data.ts';
import { DEMO_LISTINGS } from './listings/index.ts';
import { stableUuid } from './random.ts';

const HOUR = 3_600_000;

/** What the demo buyer finds on signing in (issue #37): each feature at work. */
const CHATS: Array<{ listing: string; seller: DemoUserKey; lines: Array<[DemoUserKey, string]> }> =
  [
    {
      listing: 'Pixel 6a 128GB Sage',
      seller: 'seller',
      lines: [
        ['buyer', 'Hi! Is the Pixel 6a still available? Does it come with the box?'],
        ['seller', 'Yes, still available, with the box and a USB-C cable.'],
        ['buyer', 'Great. Could we meet at Bashundhara City on Saturday afternoon?'],
        ['seller', 'Saturday at 4 pm works. Book it on the site and I will hold it for you.'],
      ],
    },
    {
      listing: 'Pixel 8 Pro 128GB Bay',
      seller: 'nusrat',
      lines: [
        ['buyer', 'How is the battery health on the Pixel 8 Pro?'],
        ['nusrat', 'It shows 94% in the battery settings. No repairs, never opened.'],
      ],
    },
  ];
const OFFER_ON = 'Galaxy S23 Ultra 256GB Phantom Black';
const FAVOURITE = 'Pixel 8 Pro 128GB Bay';

const idOf = (name: string) => {
  const listing = DEMO_LISTINGS.find((l) => l.productName === name);
  if (!listing) throw new Error(`No demo listing named ${name}`);
  return demoProductId(listing);
};

/**
 * Conversations, an offer the seller countered, notifications, a saved search and a
 * favourite for the demo buyer. Fixed ids and `on conflict do nothing`, so it runs on every
 * start (a demo seeded before issue #37 gets them too) and adds nothing the second time;
 * nothing is added when the demo accounts or listings are gone.
 */
export async function seedDemoExtras(db: Db, now: Date): Promise<number> {
  const keys: DemoUserKey[] = ['buyer', 'seller', 'nusrat'];
  const found = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      and(
        inArray(
          users.email,
          keys.map((k) => demoUser(k).email),
        ),
        isNull(users.deletedAt),
      ),
    );
  const userId = (key: DemoUserKey) => found.find((u) => u.email === demoUser(key).email)?.id;
  const buyerId = userId('buyer');
  const listingIds = [...CHATS.map((c) => c.listing), OFFER_ON, FAVOURITE].map(idOf);
  const listed = await db
    .select({ id: products.id, name: products.productName, price: products.sellingPriceCents })
    .from(products)
    .where(and(inArray(products.id, listingIds), isNull(products.deletedAt)));
  if (!buyerId || listed.length !== new Set(listingIds).size) return 0;
  const listing = (name: string) => listed.find((l) => l.id === idOf(name))!;
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  let added = 0;
  const count = (rows: unknown[]) => {
    added += rows.length;
  };

  await db.transaction(async (tx) => {
    for (const [n, chat] of CHATS.entries()) {
      const sellerId = userId(chat.seller);
      if (!sellerId) continue;
      const id = stableUuid(`demo-conversation:${chat.listing}`);
      const last = chat.lines.length;
      const inserted = await tx
        .insert(conversations)
        .values({
          id,
          listingId: listing(chat.listing).id,
          buyerId,
          sellerId,
          createdAt: at(30 + n * 20),
          lastMessageAt: at(2 + n * 20),
          lastSeq: last,
          // The seller's last reply waits unread, so the buyer's Messages shows a count.
          buyerLastReadSeq: last - 1,
          sellerLastReadSeq: last,
        })
        .onConflictDoNothing()
        .returning({ id: conversations.id });
      count(inserted);
      if (inserted.length === 0) continue;
      await tx.insert(messages).values(
        chat.lines.map(([from, text], i) => ({
          id: stableUuid(`demo-message:${chat.listing}:${i + 1}`),
          conversationId: id,
          seq: i + 1,
          senderId: from === 'buyer' ? buyerId : sellerId,
          text,
          createdAt: at(2 + n * 20 + (last - 1 - i) * 3),
        })),
      );
      const sellerName = demoUser(chat.seller).name;
      await tx
        .insert(notifications)
        .values({
          id: stableUuid(`demo-notice:message:${chat.listing}`),
          userId: buyerId,
          kind: 'message',
          title: MESSAGING_TEXTS.notice.title(chat.listing),
          body: MESSAGING_TEXTS.notice.body(sellerName),
          link: paths.dashboard.conversation(id),
          createdAt: at(2 + n * 20),
        })
        .onConflictDoNothing();
    }

    const offerSeller = userId('seller');
    const target = listing(OFFER_ON);
    if (offerSeller) {
      // An open offer the seller answered with a counter: the buyer's move (Offers page).
      const amount = Math.round((target.price * 0.88) / 100) * 100;
      const counter = Math.round((target.price * 0.94) / 100) * 100;
      count(
        await tx
          .insert(offers)
          .values({
            id: stableUuid(`demo-offer:${OFFER_ON}`),
            listingId: target.id,
            buyerId,
            sellerId: offerSeller,
            amountCents: amount,
            counterCents: counter,
            status: 'countered',
            buyerNumber: demoUser('buyer').phone,
            meetingLocation: 'Jamuna Future Park, main gate',
            createdAt: at(20),
            answeredAt: at(5),
            expiresAt: new Date(now.getTime() + 43 * HOUR),
          })
          .onConflictDoNothing()
          .returning({ id: offers.id }),
      );
      await tx
        .insert(notifications)
        .values({
          id: stableUuid(`demo-notice:offer:${OFFER_ON}`),
          userId: buyerId,
          kind: 'offer_countered',
          ...OFFERS_TEXTS.notices.countered(OFFER_ON, counter / 100),
          link: paths.dashboard.offers,
          createdAt: at(5),
        })
        .onConflictDoNothing();
    }

    const savedId = stableUuid(`demo-saved-search:${DEMO_ACCOUNTS.buyer}:pixel`);
    const saved = await tx
      .insert(savedSearches)
      .values({
        id: savedId,
        userId: buyerId,
        name: 'Pixel phones',
        frequency: 'daily',
        query: 'q=pixel',
        q: 'pixel',
        createdAt: at(72),
        lastDigestAt: at(24),
      })
      .onConflictDoNothing()
      .returning({ id: savedSearches.id });
    count(saved);
    // Filed as the alerts module files a search with no equality filter (probeKeysOf).
    if (saved.length > 0) {
      await tx.insert(savedSearchKeys).values({ dim: 'any', value: '', savedSearchId: savedId });
    }

    const hearted = listing(FAVOURITE);
    count(
      await tx
        .insert(favourites)
        .values({
          userId: buyerId,
          productId: hearted.id,
          createdAt: at(48),
          priceCentsAtSave: hearted.price,
        })
        .onConflictDoNothing()
        .returning({ productId: favourites.productId }),
    );
  });
  return added;
}
