import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { bookings, imeiBlocklist, paymentIntents, users } from '../../db/schema.ts';
import { conversations, messages } from '../../db/schema-messaging.ts';
import { ledger } from '../../modules/ledger/index.ts';
import { createHandoffCodes } from '../../modules/settlement/handoff-code.ts';
import { declinedDeal, disputedDeal, heldDeal } from '../deal-fixtures.ts';
import { createFixtures, type UserRow } from '../fixtures.ts';
import { account, category, storedImage } from '../selling-helpers.ts';
import type { TestContext } from '../test-app.ts';

export const MEMBER_NAMES = ['buyer', 'otherBuyer', 'seller', 'otherSeller', 'admin'] as const;
export type MemberName = (typeof MEMBER_NAMES)[number];

/** A real account with a session cookie and a geniusToken, as the web app holds them. */
export interface Member {
  name: MemberName;
  role: '' | 'seller' | 'admin';
  id: string;
  email: string;
  cookie: string;
  token: string;
  row: UserRow;
}

/** Who counts as "someone else" for each member when a call names another's record. */
const OTHER: Record<MemberName, MemberName> = {
  buyer: 'otherBuyer',
  otherBuyer: 'buyer',
  seller: 'otherSeller',
  otherSeller: 'seller',
  admin: 'buyer',
};

const tag = () => randomBytes(12).toString('hex');

/**
 * The cast of the authorization matrix and the fuzzer: two buyers, two sellers and an admin
 * signed up through the API, a deleted account whose token is still well-formed, a category
 * and an uploaded-style image; `fresh` makes a new record per call when a call consumes one.
 */
export async function matrixWorld(ctx: TestContext) {
  const db = ctx.database.db;
  // Thousands of listings are made per run: one brand for all of them (see createFixtures).
  const f = createFixtures(db, { oneCategory: true });
  const roles: Record<MemberName, Member['role']> = {
    buyer: '',
    otherBuyer: '',
    seller: 'seller',
    otherSeller: 'seller',
    admin: 'admin',
  };
  const members = {} as Record<MemberName, Member>;
  for (const name of MEMBER_NAMES) {
    const a = await account(ctx, roles[name]);
    const [row] = await db.select().from(users).where(eq(users.id, a.id));
    members[name] = {
      name,
      role: roles[name],
      id: a.id,
      email: a.email,
      cookie: a.cookie,
      token: a.token,
      row: row!,
    };
  }
  const deleted = await f.buyer({ deletedAt: new Date() });
  const categoryId = await category(ctx);
  const productImg = await storedImage(ctx);
  const png = await sharp({
    create: { width: 4, height: 4, channels: 3, background: { r: 200, g: 10, b: 10 } },
  })
    .png()
    .toBuffer();

  const fresh = {
    listing: (owner: Member = members.seller) => f.product({ seller: owner.row, productImg }),
    /** An active (unpaid, within its hold) booking of `buyer` on a fresh listing. */
    async booking(buyer: Member = members.buyer) {
      return f.booking({ product: await fresh.listing(), buyer: buyer.row });
    },
    /** A sandbox intent for the booking, as create-payment-intent would store it. */
    async intent(bookingId: string, amountCents: number, status = 'requires_payment_method') {
      const id = `pi_${tag()}`;
      const clientSecret = `${id}_secret_${tag()}`;
      await db
        .insert(paymentIntents)
        .values({ id, clientSecret, bookingId, amountCents, status, provider: 'sandbox' });
      return { id, clientSecret };
    },
    account: (role: '' | 'seller' | 'admin') => f.user({ role }),
    /** A fresh seller owed $400.00: one released sale credited to the ledger (issue #18). */
    async owedSeller() {
      const seller = await f.seller();
      const product = await f.product({ seller, productImg });
      const { booking } = await f.sale({ product, settlement: 'released' });
      await ledger.creditRelease(db, { bookingId: booking.id });
      return seller;
    },
    /** A paid deal (issue #18) held, declined or disputed: `buyer`'s, on `seller`'s listing. */
    async deal(
      state: 'held' | 'declined' | 'disputed',
      { buyer = members.buyer, seller = members.seller }: { buyer?: Member; seller?: Member } = {},
    ) {
      const make = { held: heldDeal, declined: declinedDeal, disputed: disputedDeal }[state];
      return (await make(db, f, { buyer: buyer.row, seller: seller.row })).booking;
    },
    /** A held deal with its handoff code (issue #18), as a payment leaves it. */
    async heldWithCode(parties: { buyer?: Member; seller?: Member } = {}) {
      const booking = await fresh.deal('held', parties);
      const issued = createHandoffCodes(ctx.env.IMEI_KEY).issue(booking.id);
      await db
        .update(bookings)
        .set({ handoffCodeHash: issued.hash, handoffCodeEncrypted: issued.encrypted })
        .where(eq(bookings.id, booking.id));
      return { id: booking.id, code: issued.code };
    },
    /**
     * A conversation (issue #19) `owner` started about a fresh seller's listing, with one
     * message; `reported` as one of its parties reported it.
     */
    async conversation(owner: Member, { reported = false } = {}) {
      const seller = await f.seller();
      const listing = await f.product({ seller, productImg });
      const [c] = await db
        .insert(conversations)
        .values({
          listingId: listing.id,
          buyerId: owner.id,
          sellerId: seller.id,
          lastSeq: 1,
          buyerLastReadSeq: 1,
          ...(reported ? { reportedAt: new Date(), reportedBy: owner.id, reportReason: 'x' } : {}),
        })
        .returning({ id: conversations.id });
      await db
        .insert(messages)
        .values({ conversationId: c!.id, seq: 1, senderId: owner.id, text: 'Matrix' });
      return { id: c!.id, sellerId: seller.id };
    },
    /** An entry of the IMEI blocklist (issue #16); its hash is random, nothing matches it. */
    async imeiBlock() {
      const [row] = await db
        .insert(imeiBlocklist)
        .values({ imeiHash: tag(), imeiLast4: '0000', note: 'matrix' })
        .returning({ id: imeiBlocklist.id });
      return row!.id;
    },
  };

  return {
    ...members,
    members,
    other: (m: Member) => members[OTHER[m.name]],
    deleted: { id: deleted.id, email: deleted.email },
    categoryId,
    productImg,
    png,
    fresh,
    f,
    /** The world's database, for rows no single API call can make (issue #20 cases). */
    db,
    /** The app's settings, e.g. AUTH_SECRET for a signed unsubscribe link (issue #20). */
    env: ctx.env,
  };
}
export type World = Awaited<ReturnType<typeof matrixWorld>>;

/** A multipart body with one file field, as a browser's FormData sends it. */
export function multipart(field: string, file: Buffer, type = 'image/png') {
  const boundary = `----pb${tag()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\n` +
        `Content-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
