import {
  ARMS_LENGTH_MIN_ACCOUNT_AGE_DAYS,
  type ArmsLengthReason,
  type ArmsLengthVerdict,
} from '@phonebazaar/shared';

const DAY_MS = 86_400_000;

/** One side of the deal, as the rule looks at it. */
export interface PartyFacts {
  createdAt: Date;
  phone: string | null;
  phoneVerifiedAt: Date | null;
}

/** What the buyer and the seller were seen sharing (trust-repository's `shared`). */
export interface SharedEvidence {
  device: boolean;
  card: boolean;
  network: boolean;
}

/**
 * Decision 055: a released deal counts only when its buyer and seller are distinct by evidence:
 * both phones verified and different, no shared device, card or network, and neither account
 * younger than 7 days when the deal was made (its booking). Every reason that holds is given,
 * in the contract's order, so admins see the whole picture.
 */
export function armsLengthVerdict(
  deal: { bookedAt: Date; buyer: PartyFacts; seller: PartyFacts },
  shared: SharedEvidence,
): ArmsLengthVerdict {
  const { buyer, seller, bookedAt } = deal;
  const reasons: ArmsLengthReason[] = [];
  if (!buyer.phoneVerifiedAt || !seller.phoneVerifiedAt) reasons.push('PHONE_NOT_VERIFIED');
  if (buyer.phone && seller.phone && buyer.phone === seller.phone) reasons.push('SAME_PHONE');
  if (shared.device) reasons.push('SAME_DEVICE');
  if (shared.card) reasons.push('SAME_CARD');
  if (shared.network) reasons.push('SAME_NETWORK');
  const minAge = ARMS_LENGTH_MIN_ACCOUNT_AGE_DAYS * DAY_MS;
  const young = (p: PartyFacts) => bookedAt.getTime() - p.createdAt.getTime() < minAge;
  if (young(buyer) || young(seller)) reasons.push('ACCOUNT_TOO_NEW');
  return { counted: reasons.length === 0, reasons };
}
