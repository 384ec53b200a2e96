import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bookings, categories, payments, phoneModels, products, users } from '../db/schema.ts';

export type UserRow = typeof users.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type PhoneModelRow = typeof phoneModels.$inferSelect;

type UserInput = Partial<typeof users.$inferInsert>;
type CategoryInput = Partial<typeof categories.$inferInsert>;
export type ProductInput = Partial<
  Omit<typeof products.$inferInsert, 'sellerId' | 'categoryId'>
> & {
  /** Created (a seller) when left out; its name, email and photo fill the seller fields. */
  seller?: UserRow;
  /** Created when left out. */
  category?: CategoryRow;
};
export type BookingInput = Partial<typeof bookings.$inferInsert> & {
  product: ProductRow;
  /** Created (a buyer) when left out. */
  buyer?: UserRow;
  /** Also flip the listing's flags (booking, or sold when paid) as the real flow would. */
  syncProduct?: boolean;
};

const HOUR = 3_600_000;
const tag = () => randomBytes(4).toString('hex');

// Each default postTime is later than the last, so "created later" means "newer" in every
// list without the test spelling out times (and no two rows tie on the millisecond).
let lastTime = 0;
function nextTime(): Date {
  lastTime = Math.max(Date.now(), lastTime + 1);
  return new Date(lastTime);
}

/**
 * Rows straight into the database for tests: sensible defaults, every column
 * overridable, related rows created on demand. Usage:
 *
 *   const f = createFixtures(ctx().database.db);
 *   const seller = await f.seller({ verified: true });
 *   const phone = await f.product({ seller, sellingPriceCents: 123456 });
 *   await f.booking({ product: phone });
 *
 * `oneCategory`: a listing without a category goes into one shared category (made on first
 * use) instead of a new one each. Every write to `categories` rebuilds the search vocabulary
 * from the whole catalogue (migration 0013), so a suite that makes thousands of listings
 * would otherwise pay for thousands of brands: 7 ms a category at first, 46 ms after 600.
 */
export function createFixtures(db: Db, { oneCategory = false } = {}) {
  let shared: Promise<CategoryRow> | undefined;
  const defaultCategory = () => {
    if (!oneCategory) return category();
    shared ??= category();
    return shared;
  };
  const user = async (input: UserInput = {}): Promise<UserRow> => {
    const id = tag();
    const [row] = await db
      .insert(users)
      .values({ email: `user-${id}@example.com`, name: `User ${id}`, ...input })
      .returning();
    return row!;
  };

  const category = async (input: CategoryInput = {}): Promise<CategoryRow> => {
    const [row] = await db
      .insert(categories)
      .values({ name: `Brand ${tag()}`, icon: '/icons/test.svg', bg: 'bg-sky-100', ...input })
      .returning();
    return row!;
  };

  /** A catalogue model of `categoryId` (issue #16); the name is unique unless given. */
  const phoneModel = async (
    input: Partial<typeof phoneModels.$inferInsert> & { categoryId: string },
  ): Promise<PhoneModelRow> => {
    const [row] = await db
      .insert(phoneModels)
      .values({
        name: `Model ${tag()}`,
        releaseYear: 2023,
        storageGb: [128, 256],
        ramGb: [8],
        colours: ['Black'],
        ...input,
      })
      .returning();
    return row!;
  };

  const product = async ({ seller, category: cat, ...input }: ProductInput = {}) => {
    const owner = seller ?? (await user({ role: 'seller' }));
    const categoryRow = cat ?? (await defaultCategory());
    const postTime = input.postTime ?? nextTime();
    const [row] = await db
      .insert(products)
      .values({
        productName: `Phone ${tag()}`,
        marketPriceCents: 50_000,
        sellingPriceCents: 40_000,
        area: 'Dhaka',
        description: 'Used for a year, works well.',
        purchaseYear: '2023-01-15',
        productCondition: 'Good',
        productImg: '/images/test-phone.webp',
        sellerName: owner.name,
        sellerEmail: owner.email,
        sellerImg: owner.photoUrl,
        sellerPhone: '+8801700000000',
        ...input,
        postTime,
        // An advertised listing always has the moment it was advertised.
        advertisedAt: input.advertisedAt ?? (input.advertisement ? postTime : null),
        categoryId: categoryRow.id,
        sellerId: owner.id,
      })
      .returning();
    return row!;
  };

  const booking = async ({
    product: listing,
    buyer,
    syncProduct = true,
    ...input
  }: BookingInput) => {
    const who = buyer ?? (await user());
    const paid = input.paid ?? false;
    const createdAt = input.createdAt ?? new Date();
    const [row] = await db
      .insert(bookings)
      .values({
        productId: listing.id,
        buyerId: who.id,
        sellerId: listing.sellerId,
        buyerEmail: who.email,
        buyerName: who.name,
        buyerNumber: '+8801800000000',
        meetingLocation: 'Dhaka',
        productName: listing.productName,
        productImg: listing.productImg,
        description: listing.description,
        sellerEmail: listing.sellerEmail,
        priceCents: listing.sellingPriceCents,
        createdAt,
        expiresAt: new Date(createdAt.getTime() + 24 * HOUR),
        ...(paid ? { transactionId: `txn_${tag()}`, paidAt: createdAt } : {}),
        ...input,
      })
      .returning();
    if (syncProduct) {
      await db
        .update(products)
        .set(paid ? { sold: true, booking: false } : { booking: true })
        .where(eq(products.id, listing.id));
    }
    return row!;
  };

  return {
    user,
    seller: (input: UserInput = {}) => user({ role: 'seller', ...input }),
    buyer: (input: UserInput = {}) => user({ role: '', ...input }),
    admin: (input: UserInput = {}) => user({ role: 'admin', ...input }),
    category,
    phoneModel,
    product,

    /** `count` listings, each newer than the one before; `input` may depend on the index. */
    async products(count: number, input: ProductInput | ((i: number) => ProductInput) = {}) {
      const rows: ProductRow[] = [];
      for (let i = 0; i < count; i++) {
        rows.push(await product(typeof input === 'function' ? input(i) : input));
      }
      return rows;
    },

    booking,

    /** A finished sale: a paid booking, its payment row, and the listing marked sold. */
    async sale(input: Omit<BookingInput, 'paid'>) {
      const paidBooking = await booking({ ...input, paid: true });
      const [payment] = await db
        .insert(payments)
        .values({
          bookingId: paidBooking.id,
          productId: paidBooking.productId,
          buyerId: paidBooking.buyerId,
          email: paidBooking.buyerEmail,
          amountCents: paidBooking.priceCents,
          transactionId: paidBooking.transactionId!,
          provider: 'sandbox',
        })
        .returning();
      return { booking: paidBooking, payment: payment! };
    },
  };
}

export type Fixtures = ReturnType<typeof createFixtures>;
