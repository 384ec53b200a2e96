import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { createClustersService } from './clusters-service.ts';
import { trustEvidence } from './evidence-plugin.ts';
import { evidenceRepository as evidence } from './evidence-repository.ts';
import { trustRoutes as routes } from './trust-routes.ts';
import { armsLengthVerdict } from './verdict.ts';
import { verdictRepository as verdicts } from './verdict-repository.ts';

export { dealCounts, dealNotCounted } from './counted-deal.ts';
export { networkPrefix } from './network-prefix.ts';

/**
 * Trust signals count only arm's-length deals (issue #36 item 2, decision 055). This room owns
 * the evidence (the devices and networks each account was seen on, the card each booking was
 * paid with) and the verdict stored when a deal's money is released; the price guide and the
 * reviews ask `dealCounts` before they count a sale or a review.
 */
export function createTrust({ db }: { db: Db; env: Env }) {
  return {
    /** The evidence plugin's writes: outside any transaction, after the call worked. */
    evidence: {
      async see(s: {
        email: string;
        deviceId: string;
        prefix: string | undefined;
        context: 'sign-up' | 'checkout' | undefined;
      }) {
        await evidence.seeDevice(db, s.email, s.deviceId);
        if (s.prefix && s.context) await evidence.seeNetwork(db, s.email, s.prefix, s.context);
      },
    },
    /** The payment recorder's: the booking's card, in the recording transaction. */
    recordCard: evidence.recordCard,
    /**
     * The deal events' 'arms-length' listener (decision 051), before 'reputation' and
     * 'price-guide': a release stores its verdict, which they then read. It never refuses the
     * step: the money and the handoff go on whatever the verdict is.
     */
    async dealMoved(tx: Db, moved: { bookingId: string; to: string }): Promise<void> {
      if (moved.to !== 'released') return;
      const facts = await verdicts.dealFacts(tx, moved.bookingId);
      if (!facts) return;
      const { device, card, network, ...deal } = facts;
      await verdicts.save(tx, moved.bookingId, armsLengthVerdict(deal, { device, card, network }));
    },
    /** The admins' All Sell column. */
    verdictsOf: (bookingIds: string[]) => verdicts.verdictsOf(db, bookingIds),
    clusters: createClustersService(db),
  };
}

export type Trust = ReturnType<typeof createTrust>;

/** The evidence hooks (before every route: they watch sign-up, sign-in and checkout). */
export async function trustEvidenceHooks(app: FastifyInstance, opts: { trust: Trust }) {
  await app.register(trustEvidence, {
    evidence: opts.trust.evidence,
    // Secure wherever the app is served over https, as the identity's own cookies are.
    secureCookie: app.env.PUBLIC_URL.startsWith('https://'),
  });
}

export async function trustRoutes(app: FastifyInstance, opts: { trust: Trust }) {
  await app.register(routes, { clusters: opts.trust.clusters });
}
