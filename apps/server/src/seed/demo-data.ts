import { randomUUID } from 'node:crypto';
import { dollarsToCents, IMAGE_VARIANT_WIDTHS } from '@phonebazaar/shared';
import type { bookings, paymentIntents, payments, products, reports, users } from '../db/schema.ts';
import { variantFileName } from '../modules/uploads/index.ts';
import type { Brand } from './categories.ts';
import { DEMO_USERS, type DemoUserKey, demoAvatarFile, demoUser } from './demo-accounts.ts';
import type { ImageJob } from './images.ts';
import { DEMO_LISTINGS, type DemoListing, listingSlug } from './listings/index.ts';
import { DEMO_PHONES } from './listings/phone-details.ts';
import { avatarSvg, phoneSvg } from './phone-art.ts';
import { between, seededRandom, stableUuid } from './random.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const demoProductId = (listing: DemoListing) =>
  stableUuid(`product:${listingSlug(listing)}`);
const productFile = (listing: DemoListing) => `demo-phone-${listingSlug(listing)}.webp`;
const image = (file: string) => `/images/${file}`;

/** Every demo picture; names are stable so a re-run finds them and renders nothing. */
export function demoImageJobs(): ImageJob[] {
  return [
    ...DEMO_USERS.map((u) => ({ file: demoAvatarFile(u.key), svg: () => avatarSvg(u.palette) })),
    ...DEMO_LISTINGS.flatMap((l) => {
      const svg = () =>
        phoneSvg({
          brand: l.brand,
          colors: l.colors,
          worn: l.condition === 'Fair',
          pro: /\b(pro|ultra)\b/i.test(l.productName),
          seed: listingSlug(l),
        });
      // The picture and the narrower copies product cards pick from (srcset, decision 016).
      return [
        { file: productFile(l), svg },
        ...IMAGE_VARIANT_WIDTHS.map((width) => ({
          file: variantFileName(productFile(l), width),
          svg,
          width,
        })),
      ];
    }),
  ];
}

export interface DemoRows {
  users: (typeof users.$inferInsert)[];
  products: (typeof products.$inferInsert)[];
  bookings: (typeof bookings.$inferInsert)[];
  paymentIntents: (typeof paymentIntents.$inferInsert)[];
  payments: (typeof payments.$inferInsert)[];
  reports: (typeof reports.$inferInsert)[];
}

/**
 * The demo rows. Ids, prices and texts never change; times are laid out backwards from
 * `now` (posts over the last six weeks, the booking still inside its hold) so the demo
 * looks fresh whenever it is first seeded.
 */
export function buildDemoRows(opts: {
  now: Date;
  categoryIds: ReadonlyMap<Brand, string>;
  holdHours: number;
  /** The catalogue's model ids by `demoModelKey`; a model missing there is left out. */
  modelIds?: ReadonlyMap<string, string>;
}): DemoRows {
  const anchor = Math.floor(opts.now.getTime() / MINUTE) * MINUTE;
  const at = (ms: number) => new Date(Math.floor(ms / MINUTE) * MINUTE);
  const hold = opts.holdHours * HOUR;
  const buyer = demoUser('buyer');
  // Random on every seed (issue #14 finding 3): an id anyone can compute from the source is
  // half of a forged token. Everything else keeps its stable id, so a second seed conflicts.
  const userIds = new Map(DEMO_USERS.map((u) => [u.key, randomUUID()]));
  const demoUserId = (key: DemoUserKey) => userIds.get(key)!;
  const rows: DemoRows = {
    users: DEMO_USERS.map((u, i) => ({
      id: demoUserId(u.key),
      email: u.email,
      name: u.name,
      photoUrl: image(demoAvatarFile(u.key)),
      role: u.role,
      verified: u.verified,
      createdAt: at(anchor - (90 - i * 3) * DAY),
    })),
    products: [],
    bookings: [],
    paymentIntents: [],
    payments: [],
    reports: [],
  };

  for (const listing of DEMO_LISTINGS) {
    const slug = listingSlug(listing);
    const rand = seededRandom(`post:${slug}`);
    const daysAgo =
      listing.state === 'booked' ? 3 : listing.state === 'sold' ? 20 : between(rand, 0.3, 42);
    const postTime = at(anchor - daysAgo * DAY);
    const seller = demoUser(listing.seller);
    const categoryId = opts.categoryIds.get(listing.brand);
    if (!categoryId) throw new Error(`category ${listing.brand} is missing`);
    const id = demoProductId(listing);
    const sellingPriceCents = dollarsToCents(listing.sellingPrice);
    rows.products.push({
      id,
      productName: listing.productName,
      marketPriceCents: dollarsToCents(listing.marketPrice),
      sellingPriceCents,
      area: listing.area,
      description: listing.description,
      purchaseYear: listing.purchased,
      productCondition: listing.condition,
      categoryId,
      productImg: image(productFile(listing)),
      sellerId: demoUserId(listing.seller),
      sellerName: seller.name,
      sellerEmail: seller.email,
      sellerImg: image(demoAvatarFile(listing.seller)),
      sellerPhone: seller.phone,
      postTime,
      advertisement: listing.advertised === true,
      advertisedAt: listing.advertised
        ? at(postTime.getTime() + between(rand, 0.05, 0.6) * (anchor - postTime.getTime()))
        : null,
      sold: listing.state === 'sold',
      booking: listing.state === 'booked',
      ...demoPhoneColumns(listing, opts.modelIds),
    });

    if (!listing.state) continue;
    // The booked one was taken a moment ago, so its hold has most of its time left.
    const bookedAt =
      listing.state === 'booked'
        ? at(anchor - Math.min(hold * 0.1, HOUR))
        : at(postTime.getTime() + 2 * DAY);
    const bookingId = stableUuid(`booking:${slug}`);
    const booking = {
      id: bookingId,
      productId: id,
      buyerId: demoUserId('buyer'),
      sellerId: demoUserId(listing.seller),
      buyerEmail: buyer.email,
      buyerName: buyer.name,
      buyerNumber: buyer.phone,
      meetingLocation: MEETING_PLACES[listing.area],
      productName: listing.productName,
      productImg: image(productFile(listing)),
      description: listing.description,
      sellerEmail: seller.email,
      priceCents: sellingPriceCents,
      createdAt: bookedAt,
      expiresAt: new Date(bookedAt.getTime() + hold),
    };
    if (listing.state === 'booked') {
      rows.bookings.push({ ...booking, paid: false });
      continue;
    }
    const paidAt = at(bookedAt.getTime() + 3 * HOUR);
    const transactionId = `pi_demo_${bookingId.replaceAll('-', '').slice(0, 24)}`;
    rows.bookings.push({ ...booking, paid: true, transactionId, paidAt });
    rows.paymentIntents.push({
      id: transactionId,
      clientSecret: `${transactionId}_secret_demo`,
      bookingId,
      amountCents: sellingPriceCents,
      status: 'succeeded',
      createdAt: paidAt,
      updatedAt: paidAt,
    });
    rows.payments.push({
      id: stableUuid(`payment:${slug}`),
      bookingId,
      productId: id,
      buyerId: demoUserId('buyer'),
      email: buyer.email,
      amountCents: sellingPriceCents,
      transactionId,
      provider: 'sandbox',
      createdAt: paidAt,
    });
  }

  rows.reports.push(
    report('OnePlus 10 Pro 128GB Emerald Forest', demoUserId('buyer'), anchor - 2 * DAY),
  );
  return rows;
}

/** How demo-seed.ts keys the catalogue's model ids: brand and lower-case name. */
export const demoModelKey = (brand: Brand, modelName: string) =>
  `${brand}:${modelName.toLowerCase()}`;

/**
 * The structured fields of issue #16. The drawn picture is the one photo (there is one per
 * listing). No IMEI: demo phones are not real devices, and IMEI storage is the selling room's.
 */
export function demoPhoneColumns(
  listing: DemoListing,
  modelIds: ReadonlyMap<string, string> | undefined,
) {
  const phone = DEMO_PHONES[listing.productName];
  if (!phone) return {};
  const photo = image(productFile(listing));
  return {
    modelId: modelIds?.get(demoModelKey(listing.brand, phone.model)) ?? null,
    storageGb: phone.storageGb,
    ramGb: phone.ramGb,
    colour: phone.colour,
    variant: phone.variant,
    batteryHealth: phone.batteryHealth ?? null,
    defects: phone.defects,
    accessories: phone.accessories,
    photos: [photo],
  };
}

/** One report, so the admin's Reported Items screen has something to show. */
function report(productName: string, reporterId: string, when: number) {
  const listing = DEMO_LISTINGS.find((l) => l.productName === productName);
  if (!listing) throw new Error(`no demo listing ${productName}`);
  return {
    id: stableUuid(`report:${listingSlug(listing)}:buyer`),
    productId: demoProductId(listing),
    reporterId,
    reason: 'The seller asked for an advance payment by bKash before meeting.',
    createdAt: new Date(Math.floor(when / MINUTE) * MINUTE),
  };
}

const MEETING_PLACES: Record<DemoListing['area'], string> = {
  Dhaka: 'Bashundhara City Shopping Complex, level 5 food court',
  Chittagong: 'GEC Circle, in front of Central Plaza',
  Khulna: 'Shib Bari Circle, near the bus counter',
  Rajshahi: 'Shaheb Bazar Zero Point',
};
