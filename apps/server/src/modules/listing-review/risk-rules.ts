import {
  type PhotoMatch,
  type ReviewTier,
  RISK_RULES,
  type RiskReason,
  type RiskRuleCode,
} from '@phonebazaar/shared';

const DAY = 86_400_000;
/** Decision 041: how far back a sale, a new account and a self-test count. */
export const IMEI_SOLD_WINDOW_DAYS = 30;
export const NEW_SELLER_DAYS = 7;
export const SELF_TEST_FRESH_DAYS = 30;

/** Everything the rules look at, gathered before the listing is written. */
export interface RiskFacts {
  now: Date;
  /** The newest sale here of the same IMEI by another seller (any time; the rule windows it). */
  imeiSoldAt?: Date | undefined;
  /** Photos of other sellers' listings that look the same. */
  photoMatches: readonly PhotoMatch[];
  /** The price and the price guide's median when the price is under half of it. */
  farBelow?: { priceCents: number; medianCents: number } | undefined;
  /** The seller's listings an admin took down for a report. */
  upheldReports: number;
  sellerSince: Date;
  completedSales: number;
  /** The listing names no catalogue model ("Other model"). */
  modelOther: boolean;
  /** The random sample drew this listing. */
  sampled: boolean;
  /** The newest self-test the seller ran on this phone, if any. */
  selfTestAt?: Date | undefined;
  /** The seller added a photo of the phone showing the listing code (decision 042). */
  verificationPhoto?: boolean | undefined;
}

type Rule = (facts: RiskFacts) => string | undefined;

const days = (from: Date, to: Date) => Math.floor((to.getTime() - from.getTime()) / DAY);
const ago = (n: number) => (n <= 0 ? 'today' : n === 1 ? '1 day ago' : `${n} days ago`);
const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** Each rule: the plain detail an admin reads when it fires, else undefined. */
export const RULES: Record<RiskRuleCode, Rule> = {
  imei_recently_sold: ({ imeiSoldAt, now }) => {
    if (!imeiSoldAt) return undefined;
    const n = days(imeiSoldAt, now);
    return n < IMEI_SOLD_WINDOW_DAYS ? `Sold here ${ago(n)} by another seller` : undefined;
  },
  photo_matches_other_seller: ({ photoMatches }) => {
    if (photoMatches.length === 0) return undefined;
    const sellers = [...new Set(photoMatches.map((m) => m.matchedSellerName))];
    const closest = Math.min(...photoMatches.map((m) => m.distance));
    return `${plural(photoMatches.length, 'photo')} look${photoMatches.length === 1 ? 's' : ''} like ${sellers.join(', ')}'s (${closest === 0 ? 'same picture' : `${closest} of 64 bits differ`})`;
  },
  price_far_below: ({ farBelow }) =>
    farBelow
      ? `Price ${usd(farBelow.priceCents)} is under half the typical ${usd(farBelow.medianCents)}`
      : undefined,
  seller_reports_upheld: ({ upheldReports }) =>
    upheldReports > 0
      ? `${plural(upheldReports, 'listing')} of this seller taken down after reports`
      : undefined,
  new_seller: ({ sellerSince, now }) => {
    const n = days(sellerSince, now);
    return n < NEW_SELLER_DAYS ? `Account opened ${ago(n)}` : undefined;
  },
  no_completed_sale: ({ completedSales }) =>
    completedSales === 0 ? 'No completed sale yet' : undefined,
  model_other: ({ modelOther }) =>
    modelOther ? 'Model is "Other" (not in the catalogue)' : undefined,
  random_sample: ({ sampled }) => (sampled ? 'Picked by the 10% random sample' : undefined),
  self_test_fresh: (facts) => selfTestDetail(facts),
};

/**
 * Proof of possession needs both: the self-test says the phone works, the photo of its code
 * says the seller holds the phone the test ran on (issue #21, decision 042).
 */
function selfTestDetail({
  selfTestAt,
  verificationPhoto,
  now,
}: Pick<RiskFacts, 'selfTestAt' | 'verificationPhoto' | 'now'>) {
  if (!selfTestAt || !verificationPhoto) return undefined;
  const n = days(selfTestAt, now);
  return n < SELF_TEST_FRESH_DAYS
    ? `Self-test run on the phone ${ago(n)}, with a photo of its code`
    : undefined;
}

/**
 * A queued listing's reasons once its code photo is added: self_test_fresh decided anew, the
 * other reasons (and so the tier) unchanged, the score their sum again.
 */
export function withProofOfPossession(
  reasons: readonly RiskReason[],
  facts: Pick<RiskFacts, 'selfTestAt' | 'now'>,
): { reasons: RiskReason[]; score: number } {
  const code = 'self_test_fresh' as const;
  const detail = selfTestDetail({ ...facts, verificationPhoto: true });
  const next = [
    ...reasons.filter((r) => r.code !== code),
    ...(detail ? [{ code, points: RISK_RULES[code].points, detail }] : []),
  ];
  return { reasons: next, score: next.reduce((sum, r) => sum + r.points, 0) };
}

export interface RiskAssessment {
  reasons: RiskReason[];
  score: number;
  /** Held when any held rule fired; queued after when only after rules did; else undefined. */
  tier: ReviewTier | undefined;
}

/**
 * Every rule over the facts. The score is the sum of the points of the rules that fired (a
 * fresh self-test with the code photo lowers it); a listing is held when any held rule fired, queued after when
 * any other rule except the self-test did, and not queued at all otherwise.
 */
export function assessRisk(facts: RiskFacts): RiskAssessment {
  const reasons: RiskReason[] = [];
  for (const code of Object.keys(RULES) as RiskRuleCode[]) {
    const detail = RULES[code](facts);
    if (detail !== undefined) reasons.push({ code, points: RISK_RULES[code].points, detail });
  }
  const score = reasons.reduce((sum, r) => sum + r.points, 0);
  const held = reasons.some((r) => RISK_RULES[r.code].tier === 'held');
  const after = reasons.some((r) => r.code !== 'self_test_fresh');
  return { reasons, score, tier: held ? 'held' : after ? 'after' : undefined };
}
