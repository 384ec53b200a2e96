import {
  centsToDollars,
  dollarsToCents,
  OFFER_RULES,
  OFFERS_TEXTS,
  type OfferRole,
  offerRangeCents,
} from '@phonebazaar/shared';
import type { AuthUser } from '../../lib/access.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
} from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { BookListing } from '../bookings/index.ts';
import { toOfferDto } from './offer-dto.ts';
import { createOfferFloorsService } from './offer-floors-service.ts';
import type { OfferNotices } from './offer-notices.ts';
import { agreedCents, fitsPrice, type OfferPrices, offerPriceChanged } from './offer-price.ts';
import { assertOfferMove, offerNotFound, offerState, TooManyOffersError } from './offer-state.ts';
import type { OffersRepository } from './offers-repository.ts';

const N = OFFERS_TEXTS.notices;

export interface MakeOfferInput {
  listingId: string;
  amount: number;
  buyerNumber: string;
  meetingLocation: string;
}

interface Deps {
  repo: OffersRepository;
  notices: OfferNotices;
  /** Bookings' one way to book (its hold, rules, refusal texts and 'booked' notice). */
  booking: BookListing;
  /** Offers a price no longer fits, expired and told (offer-price.ts). */
  prices: OfferPrices;
  publicUrl: string;
  /** BOOKING_HOLD_HOURS: how long an accepted offer's booking waits for payment. */
  holdHours: number;
}

const productNotFound = () => new NotFoundError('Product', 'PRODUCT_NOT_FOUND');
const outOfRange = (field: string, min: number, max: number) =>
  new BadRequestError(
    OFFERS_TEXTS.outOfRange(centsToDollars(min), centsToDollars(max)),
    { [field]: [OFFERS_TEXTS.outOfRange(centsToDollars(min), centsToDollars(max))] },
    'OFFER_OUT_OF_RANGE',
  );

/** Offers (issue #20, decision 039): the use cases, each one transaction. */
export function createOffersService({
  repo,
  notices,
  booking,
  prices,
  publicUrl,
  holdHours,
}: Deps) {
  async function dto(user: AuthUser, id: string, role: OfferRole) {
    const [row] = await repo.list(user.id, role, [id]);
    if (!row) throw offerNotFound();
    return toOfferDto(row, role, publicUrl, holdHours);
  }

  /** The offer and the caller's side of it; anyone else is told it does not exist. */
  async function partyOf(user: AuthUser, id: string) {
    const offer = isUuid(id) ? await repo.find(id) : undefined;
    if (!offer) throw offerNotFound();
    if (offer.buyerId === user.id) return { offer, side: 'buyer' as const };
    if (offer.sellerId === user.id) return { offer, side: 'seller' as const };
    throw offerNotFound();
  }

  return {
    ...createOfferFloorsService(repo),
    /**
     * A buyer's offer: on someone else's listing that is on sale and not held, 50-99% of the
     * price the server reads, at most three per listing. Below the seller's floor it is
     * stored declined at once (the buyer learns that, not the floor).
     */
    async make(user: AuthUser, input: MakeOfferInput) {
      if (!isUuid(input.listingId)) throw productNotFound();
      const amountCents = dollarsToCents(input.amount);
      let id: string;
      try {
        id = await repo.transaction(async (tx) => {
          const { facts, buyerLive } = await repo.lockBuyerAndListing(
            tx,
            user.id,
            input.listingId,
            'share',
          );
          if (!buyerLive) throw new UnauthorizedError();
          if (!facts) throw productNotFound();
          if (facts.sellerId === user.id) {
            throw new ForbiddenError(
              'You cannot make an offer on your own listing.',
              'OWN_LISTING',
            );
          }
          if (facts.sold) throw booking.refused({ refusal: 'LISTING_SOLD' });
          if (await booking.isHeld(tx, input.listingId)) {
            throw booking.refused({ refusal: 'LISTING_BOOKED' });
          }
          const range = offerRangeCents(facts.priceCents);
          if (amountCents < range.min || amountCents > range.max) {
            throw outOfRange('amount', range.min, range.max);
          }
          const made = await repo.countByBuyer(tx, input.listingId, user.id);
          if (made >= OFFER_RULES.maxPerListing) {
            throw new TooManyOffersError(OFFER_RULES.maxPerListing);
          }
          const floor = await repo.floorOf(tx, input.listingId);
          const belowFloor = floor !== undefined && amountCents < floor;
          // A refused offer replaces nothing: the buyer's live offer stays on the table.
          if (!belowFloor) await repo.supersedeLive(tx, input.listingId, user.id);
          const offerId = await repo.insert(tx, {
            listingId: input.listingId,
            buyerId: user.id,
            sellerId: facts.sellerId,
            amountCents,
            buyerNumber: input.buyerNumber,
            meetingLocation: input.meetingLocation,
            hours: OFFER_RULES.hours,
            ...(belowFloor ? { declinedBy: 'floor' as const } : {}),
          });
          if (belowFloor) {
            await notices.declined(tx, user.id, N.autoDeclined(facts.productName));
          } else {
            await notices.received(tx, facts.sellerId, facts.productName, input.amount);
          }
          return offerId;
        });
      } catch (error) {
        // Two offers of one buyer at once: the listing's share lock lets both count; the
        // one-live-offer index stops the second.
        if (isUniqueViolation(error, 'offers_live_listing_buyer_uq')) {
          throw new ConflictError('Your other offer on this phone is being sent.', 'OFFER_BUSY');
        }
        throw error;
      }
      return dto(user, id, 'buyer');
    },

    /** The seller's counter on an open offer: above the offer, below the price, once. */
    async counter(user: AuthUser, id: string, amount: number) {
      const { side } = await partyOf(user, id);
      const counterCents = dollarsToCents(amount);
      await repo.transaction(async (tx) => {
        const offer = await repo.lock(tx, id);
        if (!offer) throw offerNotFound();
        assertOfferMove(offerState(offer), side, 'counter');
        const listing = await repo.listingOwner(tx, offer.listingId);
        if (!listing) throw productNotFound();
        if (counterCents <= offer.amountCents || counterCents >= listing.priceCents) {
          throw new BadRequestError(
            OFFERS_TEXTS.counterRange(
              centsToDollars(offer.amountCents),
              centsToDollars(listing.priceCents),
            ),
            { amount: ['Counter must be above the offer and below the price'] },
            'COUNTER_OUT_OF_RANGE',
          );
        }
        await repo.counter(tx, id, counterCents, OFFER_RULES.hours);
        await notices.countered(tx, offer.buyerId, listing.productName, amount);
      });
      return dto(user, id, side);
    },

    /** The seller declines an open offer, or the buyer a counter. */
    async decline(user: AuthUser, id: string) {
      const { side } = await partyOf(user, id);
      await repo.transaction(async (tx) => {
        const offer = await repo.lock(tx, id);
        if (!offer) throw offerNotFound();
        assertOfferMove(offerState(offer), side, 'decline');
        await repo.decline(tx, id, side);
        const listing = await repo.listingOwner(tx, offer.listingId);
        const name = listing?.productName ?? 'your phone';
        if (side === 'seller') await notices.declined(tx, offer.buyerId, N.declined(name));
        else await notices.declined(tx, offer.sellerId, N.counterDeclined(name));
      });
      return dto(user, id, side);
    },

    /**
     * The seller accepts an open offer, or the buyer the counter: a booking for the buyer at
     * the agreed price through bookings' one way to book (409 if the phone was booked
     * meanwhile), and the listing's other live offers declined, all in one transaction. The
     * agreed price is weighed against the listing's price now, under the listing's row lock:
     * if it no longer fits, the offer expires (both told), nothing is booked, and the answer
     * is 409 OFFER_PRICE_CHANGED once that is written.
     */
    async accept(user: AuthUser, id: string) {
      const { offer: seen, side } = await partyOf(user, id);
      const accepted = await repo.transaction(async (tx) => {
        // Decision 012's order: the buyer, the listing, then the offers.
        const { facts } = await repo.lockBuyerAndListing(
          tx,
          seen.buyerId,
          seen.listingId,
          'update',
        );
        const offer = await repo.lock(tx, id);
        if (!offer) throw offerNotFound();
        const state = offerState(offer);
        // Expired by a price change that came first (the edit's hook): said as such.
        if (state === 'expired' && offer.closedBy === 'price-changed') {
          throw offerPriceChanged(facts?.priceCents);
        }
        assertOfferMove(state, side, 'accept');
        const terms = { ...offer, status: state };
        // A listing gone or a buyer gone is book_listing's refusal to say, as before.
        if (facts && !fitsPrice(terms, facts.priceCents)) {
          await prices.expire(tx, [offer], facts.productName, facts.priceCents);
          return { priceChanged: facts.priceCents } as const;
        }
        const priceCents = agreedCents(terms);
        const outcome = await booking.book(tx, {
          buyerId: offer.buyerId,
          listingId: offer.listingId,
          buyerNumber: offer.buyerNumber,
          meetingLocation: offer.meetingLocation,
          priceCents,
        });
        if (outcome.bookingId === null) throw booking.refused(outcome, 'deal');
        await repo.markAccepted(tx, id, outcome.bookingId);
        const name = facts?.productName ?? '';
        const agreed = centsToDollars(priceCents);
        for (const other of await repo.closeOthers(tx, offer.listingId, id)) {
          await notices.declined(tx, other.buyerId, N.otherAccepted(name));
        }
        if (side === 'seller') await notices.accepted(tx, offer.buyerId, N.accepted(name, agreed));
        else await notices.accepted(tx, offer.sellerId, N.counterAccepted(name, agreed));
        return { bookingId: outcome.bookingId };
      });
      if ('priceChanged' in accepted) throw offerPriceChanged(accepted.priceChanged);
      return { offer: await dto(user, id, side), bookingId: accepted.bookingId };
    },

    /** GET /api/offers?role=: the caller's offers on that side. */
    async list(user: AuthUser, role: OfferRole) {
      const rows = await repo.list(user.id, role);
      return rows.map((row) => toOfferDto(row, role, publicUrl, holdHours));
    },
  };
}

export type OffersService = ReturnType<typeof createOffersService>;
