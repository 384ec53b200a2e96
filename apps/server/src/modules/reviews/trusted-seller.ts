import { TRUSTED_SELLER } from '@phonebazaar/shared';

const DAY_MS = 86_400_000;

/** What the "Trusted seller" mark is computed from (decision 035). */
export interface TrustFacts {
  /** Paid deals as the seller whose money was released (or paid before held payments). */
  completedSales: number;
  /** Published, not hidden, reviews about the person, and how many say "as described". */
  reviewCount: number;
  asDescribedCount: number;
  /** How many of them answered "as described" yes or no (issue #45 item 2). */
  asDescribedAnswers: number;
  /** Deals of theirs, as the seller, in settlement 'disputed'. */
  openDisputes: number;
  accountCreatedAt: Date;
  deleted: boolean;
}

/**
 * The computed "Trusted seller" mark (issue #19): at least 20 completed sales, at least 98%
 * of the published reviews that answered saying "as described" (so at least one), no open
 * dispute, and an account older than 90 days. Lost as soon as any of it stops holding.
 */
export function isTrusted(facts: TrustFacts, now: Date): boolean {
  if (facts.deleted || facts.asDescribedAnswers === 0) return false;
  const ageDays = (now.getTime() - facts.accountCreatedAt.getTime()) / DAY_MS;
  return (
    facts.completedSales >= TRUSTED_SELLER.minCompletedSales &&
    facts.asDescribedCount / facts.asDescribedAnswers >= TRUSTED_SELLER.minAsDescribedShare &&
    facts.openDisputes === 0 &&
    ageDays > TRUSTED_SELLER.minAccountAgeDays
  );
}
