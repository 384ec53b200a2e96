import { createHash, randomBytes } from 'node:crypto';
import { paths, SELF_TEST_LINK_MINUTES, type SelfTestLink } from '@phonebazaar/shared';
import type { AuthUser } from '../../lib/access.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { SelfTestRepository } from './self-test-repository.ts';

/** Only this is stored: a copy of the table (or a backup) opens no self-test. */
export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type LinkState = 'valid' | 'expired' | 'used' | 'unknown';

/**
 * The seller's single-use self-test links (issue #36 item 3, decision 056). A report stored as
 * the seller's needs one: 192 random bits, valid an hour, used once. Issuing a link ends the
 * listing's older ones, so at most one works at a time.
 */
export function createSelfTestLinks(deps: {
  repository: SelfTestRepository;
  publicUrl: string;
  now: () => Date;
}) {
  const { repository, publicUrl, now } = deps;
  return {
    async issue(user: AuthUser, listingId: string): Promise<SelfTestLink> {
      // 404, then 403 for anyone but the seller (admins included), then 409 once sold.
      const listing = isUuid(listingId) ? await repository.listingForLink(listingId) : undefined;
      if (!listing || listing.deletedAt) throw new NotFoundError('Product', 'PRODUCT_NOT_FOUND');
      if (listing.sellerId !== user.id) {
        throw new ForbiddenError('Only the seller of this listing can do this.', 'NOT_OWNER');
      }
      if (listing.sold) {
        throw new ConflictError(
          'This phone is sold: its buyer runs the self-test from My Orders.',
          'LISTING_SOLD',
        );
      }
      const token = randomBytes(24).toString('base64url');
      const expiresAt = new Date(now().getTime() + SELF_TEST_LINK_MINUTES * 60_000);
      await repository.issueLink({ tokenHash: hashLinkToken(token), listingId, expiresAt });
      return {
        url: `${publicUrl}${paths.checkLink(listing.listingCode, token)}`,
        expiresAt: expiresAt.toISOString(),
      };
    },

    /** What a presented token is worth for this listing, without using it. */
    async state(token: string, listingId: string): Promise<LinkState> {
      const link = await repository.linkByHash(hashLinkToken(token));
      if (!link || link.listingId !== listingId) return 'unknown';
      if (link.usedAt) return 'used';
      return link.expiresAt.getTime() > now().getTime() ? 'valid' : 'expired';
    },
  };
}

export type SelfTestLinks = ReturnType<typeof createSelfTestLinks>;
